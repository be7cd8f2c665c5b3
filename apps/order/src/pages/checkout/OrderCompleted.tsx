/** 订单提交成功 — placeholder until its page lands in this issue. */
export default function OrderCompleted() {
  return <h1>订单提交成功</h1>;
}
