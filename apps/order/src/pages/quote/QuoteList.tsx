/** 报价单查询 — placeholder until its page lands in this issue. */
export default function QuoteList() {
  return <h1>报价单查询</h1>;
}
