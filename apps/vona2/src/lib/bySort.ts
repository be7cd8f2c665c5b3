/** Orders siblings by the API's `sort` (categories, brands, specs): `[...list].sort(bySort)`. */
export const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;
