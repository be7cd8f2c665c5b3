/** 收货地址管理 — placeholder until its page lands in this issue. */
export default function ShipToList() {
  return <h1>收货地址管理</h1>;
}
