/** 询价 — placeholder until its page lands in this issue. */
export default function Quote() {
  return <h1>询价</h1>;
}
