import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Contract shapes (packages/api-clients/src/catalogue/types.ts), only the fields the journeys read. */
export interface CategoryNode {
  categoryCode: string;
  categoryName: string;
  level: number;
  seriesCount: number;
  children?: CategoryNode[];
}
export interface SeriesSummary {
  seriesCode: string;
  seriesName: string;
}
export interface SeriesDetail extends SeriesSummary {
  specList: { specCode: string; specName: string; specValueList: { specValueDisp: string }[] }[];
}
export interface PartNumber {
  partNumber: string;
  seriesCode: string;
  seriesName: string;
}

/** GET an /api/v1 call through the gateway and unwrap its status envelope (status 0 = success). */
export async function apiData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  const body = (await res.json()) as { status: number; errorMessage?: string; data: T };
  expect(body.status, `GET ${url}: ${body.errorMessage ?? ''}`).toBe(0);
  return body.data;
}

export async function categoryTree(request: APIRequestContext): Promise<CategoryNode[]> {
  return (await apiData<{ children: CategoryNode[] }>(request, '/api/v1/category/search')).children;
}

export function leaves(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => (n.children && n.children.length > 0 ? leaves(n.children) : [n]));
}

export async function seriesPage(request: APIRequestContext, categoryCode: string, pageNo: number, pageSize: number) {
  const q = new URLSearchParams({ categoryCode, pageNo: String(pageNo), pageSize: String(pageSize) });
  return apiData<{ totalCount: number; seriesList: SeriesSummary[] }>(request, `/api/v1/series/search?${q}`);
}

/** A real series every journey can rely on: the first one of the first leaf category that has any. */
export async function firstSeries(request: APIRequestContext): Promise<SeriesSummary> {
  const leaf = leaves(await categoryTree(request)).find((c) => c.seriesCount > 0)!;
  return (await seriesPage(request, leaf.categoryCode, 1, 1)).seriesList[0]!;
}

/** A real part number: the first one of firstSeries. */
export async function firstPart(request: APIRequestContext): Promise<PartNumber> {
  const series = await firstSeries(request);
  const q = new URLSearchParams({ seriesCode: series.seriesCode, pageNo: '1', pageSize: '1' });
  return (await apiData<{ partNumberList: PartNumber[] }>(request, `/api/v1/partNumber/search?${q}`)).partNumberList[0]!;
}
