/** 确认订单 — placeholder until its page lands in this issue. */
export default function OrderConfirm() {
  return <h1>确认订单</h1>;
}
