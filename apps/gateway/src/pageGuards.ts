/** SPEC §5 route guard: /vona2/result/tech_view needs a non-empty kw, otherwise HTTP 500 参数错误. */
export function techViewError(url: URL): { message: string; detail: string } | null {
  if (url.pathname !== '/vona2/result/tech_view') return null;
  const kw = url.searchParams.get('kw');
  if (kw && kw.trim()) return null;
  return { message: '参数错误', detail: '参数 kw 缺失或为空' };
}
