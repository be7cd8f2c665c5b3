import { apiData } from './gateway.mjs';

function leaves(nodes) {
  return nodes.flatMap((n) => (n.children && n.children.length ? leaves(n.children) : [n]));
}

/**
 * The catalogue's entry pages with real codes from the API: home, the first leaf category with series, its first
 * series' detail page and the 轴承 search (where the header's search box leads), each with the selector that says its
 * content is on screen.
 */
export async function catalogueEntryPages(baseURL) {
  const tree = (await apiData(baseURL, '/api/v1/category/search')).children;
  const leaf = leaves(tree).find((c) => c.seriesCount > 0);
  if (!leaf) throw new Error('no leaf category with series in the API');
  const series = (await apiData(baseURL, `/api/v1/series/search?categoryCode=${encodeURIComponent(leaf.categoryCode)}&pageNo=1&pageSize=1`))
    .seriesList[0];
  return [
    // a category link, not the banner's channel links, which are there before the categories
    { name: 'home', path: '/', ready: '[data-testid="home"] .home-categories a[href^="/vona2/"]' },
    { name: 'category', path: `/vona2/${encodeURIComponent(leaf.categoryCode)}`, ready: '[data-testid="series-row"]' },
    { name: 'detail', path: `/vona2/detail/${encodeURIComponent(series.seriesCode)}`, ready: 'main table' },
    { name: 'search', path: `/vona2/result?keyword=${encodeURIComponent('轴承')}`, ready: '[data-testid="hit-counts"]' },
  ];
}
