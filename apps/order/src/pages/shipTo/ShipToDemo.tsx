/** 收货地址打印示例 — placeholder until its page lands in this issue. */
export default function ShipToDemo() {
  return <h1>收货地址打印示例</h1>;
}
