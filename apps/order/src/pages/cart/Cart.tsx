/** 购物车 — placeholder until its page lands in this issue. */
export default function Cart() {
  return <h1>购物车</h1>;
}
