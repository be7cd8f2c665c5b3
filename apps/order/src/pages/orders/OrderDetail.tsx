/** 订单详情 — placeholder until its page lands in this issue. */
export default function OrderDetail() {
  return <h1>订单详情</h1>;
}
