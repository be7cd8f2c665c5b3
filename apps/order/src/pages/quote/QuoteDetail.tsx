/** 报价单详情 — placeholder until its page lands in this issue. */
export default function QuoteDetail() {
  return <h1>报价单详情</h1>;
}
