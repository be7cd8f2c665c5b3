/** 询价提交成功 — placeholder until its page lands in this issue. */
export default function QuoteCompleted() {
  return <h1>询价提交成功</h1>;
}
