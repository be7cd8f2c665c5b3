import type { Brand, CategoryNode, PartNumber, PriceBreak, SeriesDetail, SeriesSummary, SpecItem } from '@shop/api-clients';

/** A small but realistic slice of the catalogue for the fake API server. */
export const brands: Brand[] = [
  { brandCode: 'GPH', brandName: '工品汇', ownBrand: true, sort: 1, seriesCount: 18 },
  { brandCode: 'YHD', brandName: '怡合达', ownBrand: false, sort: 2, seriesCount: 6 },
  { brandCode: 'THK', brandName: 'THK', ownBrand: false, sort: 4, seriesCount: 4 },
  { brandCode: 'NSK', brandName: 'NSK 日本精工', ownBrand: false, sort: 3, seriesCount: 2 },
  { brandCode: 'HIWIN', brandName: '上银 HIWIN', ownBrand: false, sort: 5, seriesCount: 0 },
];

const leaf = (categoryCode: string, categoryName: string, parentCode: string, sort: number, seriesCount: number): CategoryNode => ({
  categoryCode,
  categoryName,
  parentCode,
  level: 3,
  sort,
  seriesCount,
});
const shaftLeaf = leaf('M010201', '直线光轴', 'M0102', 1, 30);
const steppedLeaf = leaf('M010202', '阶梯轴', 'M0102', 2, 0);
const shaftMid: CategoryNode = {
  categoryCode: 'M0102',
  categoryName: '直线轴',
  parentCode: 'M01',
  level: 2,
  sort: 2,
  seriesCount: 30,
  children: [shaftLeaf, steppedLeaf],
};
const railMid: CategoryNode = {
  categoryCode: 'M0101',
  categoryName: '直线导轨',
  parentCode: 'M01',
  level: 2,
  sort: 1,
  seriesCount: 0,
  children: [leaf('M010101', '微型直线导轨', 'M0101', 1, 0)],
};
const motionTop: CategoryNode = {
  categoryCode: 'M01',
  categoryName: '直线运动',
  parentCode: null,
  level: 1,
  sort: 1,
  seriesCount: 30,
  children: [railMid, shaftMid],
};
export const categories: CategoryNode[] = [motionTop, railMid, shaftMid, shaftLeaf, steppedLeaf, ...(railMid.children ?? [])];

const breaks = (base: number): PriceBreak[] => [
  { minQty: 1, maxQty: 9, unitPrice: base },
  { minQty: 10, maxQty: 49, unitPrice: Math.round(base * 95) / 100 },
  { minQty: 50, maxQty: null, unitPrice: Math.round(base * 90) / 100 },
];

export const sfjSpecs: SpecItem[] = [
  {
    specCode: 'D',
    specName: '轴径',
    specUnit: 'mm',
    sort: 1,
    specValueList: ['6', '8', '10', '12'].map((v) => ({ specValue: v, specValueDisp: v })),
  },
  {
    specCode: 'L',
    specName: '长度',
    specUnit: 'mm',
    sort: 2,
    specValueList: ['50', '100', '150', '200', '250', '300', '350', '400', '450', '500'].map((v) => ({ specValue: v, specValueDisp: v })),
  },
  { specCode: 'MAT', specName: '材质', specUnit: '', sort: 3, specValueList: [{ specValue: 'SUJ2', specValueDisp: '轴承钢 SUJ2' }] },
];

const brandOf = (i: number) => brands[i % 4]!;

/** 30 shaft series; SFJ is the one with parts. */
export const shaftSeries: SeriesSummary[] = Array.from({ length: 30 }, (_, i) => {
  const b = brandOf(i);
  const code = i === 0 ? 'SFJ' : `SF${String.fromCharCode(65 + (i % 26))}${i}`;
  return {
    seriesCode: code,
    seriesName: i === 0 ? '直线光轴 一端螺纹' : `直线光轴 标准型 ${i}`,
    brandCode: b.brandCode,
    brandName: b.brandName,
    categoryCode: 'M010201',
    categoryName: '直线光轴',
    minPrice: 12.3 + i,
    minDaysToShip: 2 + (i % 3),
    partCount: i === 0 ? 40 : 20 + i,
    specSummary: '轴径 6~12mm / 长度 50~500mm',
  };
});

export const sfjDetail: SeriesDetail = {
  ...shaftSeries[0]!,
  description: '高频淬火轴承钢，一端带外螺纹，适用于直线轴承导向。',
  attributes: [
    { name: '表面处理', value: '镀硬铬' },
    { name: '硬度', value: 'HRC58 以上' },
  ],
  specList: sfjSpecs,
  breadcrumbs: [
    { categoryCode: 'M01', categoryName: '直线运动' },
    { categoryCode: 'M0102', categoryName: '直线轴' },
    { categoryCode: 'M010201', categoryName: '直线光轴' },
  ],
  cadAvailable: true,
};

/** SFJ parts: 4 diameters x 10 lengths = 40 parts. */
export const sfjParts: PartNumber[] = sfjSpecs[0]!.specValueList.flatMap((d, di) =>
  sfjSpecs[1]!.specValueList.map((l, li) => ({
    partNumber: `SFJ${d.specValue}-${l.specValue}`,
    seriesCode: 'SFJ',
    seriesName: '直线光轴 一端螺纹',
    brandCode: 'GPH',
    brandName: '工品汇',
    categoryCode: 'M010201',
    categoryName: '直线光轴',
    specValues: { D: d.specValueDisp, L: l.specValueDisp, MAT: '轴承钢 SUJ2' },
    priceBreaks: breaks(Math.round((12.3 + di * 3 + li * 1.5) * 100) / 100),
    daysToShip: 2 + (li % 3),
    stockQty: (di + 1) * (li + 2) * 10,
  })),
);
