import { fixed, nums, opts, spec, type CategoryDef, type SpecValueDef } from './templates';

const thread = (...ms: number[]): SpecValueDef[] => ms.map((m) => ({ v: `M${m}`, d: `M${m}`, c: String(m) }));
const boltLengths = nums(4, 5, 6, 8, 10, 12, 15, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 90, 100);
const steel = fixed('MAT', '材质', opts(['SCM435', '合金钢 12.9级', ''], ['SUS304', '不锈钢 SUS304', '', 1.6], ['SWCH', '碳钢 8.8级', '', 0.7], ['SUS316', '不锈钢 SUS316', '', 2.2]), { inName: true });
const finish = fixed('SUR', '表面处理', opts(['BLK', '发黑', ''], ['ZN', '镀三价彩锌', '', 1.1], ['NI', '镀镍', '', 1.3], ['NONE', '无处理', '']));
const bulk = [1, 100, 500, 1000];

export const FASTENER: CategoryDef = {
  code: 'M04',
  name: '螺丝/螺栓',
  children: [
    {
      code: 'M0401',
      name: '螺栓',
      children: [
        {
          code: 'M040101', name: '内六角圆柱头螺栓', series: 50, brands: ['GPH', 'YHD', 'UNBRAKO', 'JINYI', 'DONGMING'],
          stems: ['CB', 'CBS', 'CBST', 'CBM'],
          names: ['内六角圆柱头螺栓', '内六角圆柱头螺栓 全螺纹', '内六角圆柱头螺栓 半螺纹', '内六角圆柱头螺栓 低头型'],
          specs: [spec('M', '螺纹规格', '', thread(2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16, 20), [4, 7], { priceStep: 0.25 }), spec('L', '长度', 'mm', boltLengths, [8, 14], { priceStep: 0.05 }), steel, finish],
          pn: '{S}{M}-{L}', price: [0.12, 0.5], breaks: bulk, desc: '符合 GB/T 70.1 的内六角圆柱头螺钉，强度高，适用于机械装配。',
        },
        {
          code: 'M040102', name: '外六角螺栓', series: 40, brands: ['GPH', 'YHD', 'JINYI', 'DONGMING'],
          stems: ['HXB', 'HBS', 'HXBF'],
          names: ['外六角螺栓 全螺纹', '外六角螺栓 半螺纹', '外六角法兰面螺栓'],
          specs: [spec('M', '螺纹规格', '', thread(4, 5, 6, 8, 10, 12, 14, 16, 20, 24), [4, 7], { priceStep: 0.25 }), spec('L', '长度', 'mm', boltLengths, [8, 14], { priceStep: 0.05 }), steel, finish],
          pn: '{S}{M}-{L}', price: [0.15, 0.6], breaks: bulk, desc: '符合 GB/T 5783 的外六角螺栓。',
        },
        {
          code: 'M040103', name: '内六角沉头螺钉', series: 34, brands: ['GPH', 'YHD', 'UNBRAKO', 'DONGMING'],
          stems: ['FHS', 'SFB', 'FHSS'],
          names: ['内六角沉头螺钉', '内六角沉头螺钉 小头型'],
          specs: [spec('M', '螺纹规格', '', thread(3, 4, 5, 6, 8, 10, 12), [3, 6], { priceStep: 0.25 }), spec('L', '长度', 'mm', boltLengths.slice(0, 18), [7, 12], { priceStep: 0.05 }), steel],
          pn: '{S}{M}-{L}', price: [0.18, 0.6], breaks: bulk, desc: '头部可埋入沉孔，安装后表面平整。',
        },
        {
          code: 'M040104', name: '十字盘头螺钉', series: 30, brands: ['GPH', 'JINYI', 'DONGMING'],
          stems: ['SPH', 'PHM', 'SPHW'],
          names: ['十字盘头螺钉', '十字盘头螺钉 带垫圈组合', '十字盘头螺钉 自攻型'],
          specs: [spec('M', '螺纹规格', '', thread(2, 2.5, 3, 4, 5, 6), [3, 5], { priceStep: 0.2 }), spec('L', '长度', 'mm', boltLengths.slice(0, 14), [7, 12], { priceStep: 0.04 }), steel],
          pn: '{S}{M}-{L}', price: [0.05, 0.2], breaks: bulk, desc: '十字槽盘头螺钉，用于电气与钣金装配。',
        },
      ],
    },
    {
      code: 'M0402',
      name: '螺母',
      children: [
        {
          code: 'M040201', name: '六角螺母', series: 24, brands: ['GPH', 'JINYI', 'DONGMING'],
          stems: ['HNT', 'SHN', 'HNTT'],
          names: ['六角螺母 1型', '六角螺母 薄型', '六角螺母 细牙'],
          specs: [spec('M', '螺纹规格', '', thread(3, 4, 5, 6, 8, 10, 12, 14, 16, 20, 24, 30), [6, 11], { priceStep: 0.25 }), steel, finish],
          pn: '{S}{M}', price: [0.04, 0.15], breaks: bulk, desc: '符合 GB/T 6170 的六角螺母。',
        },
        {
          code: 'M040202', name: '法兰螺母', series: 18, brands: ['GPH', 'JINYI'],
          stems: ['FNT', 'SFN', 'FNTS'],
          names: ['六角法兰面螺母', '六角法兰面螺母 带齿'],
          specs: [spec('M', '螺纹规格', '', thread(4, 5, 6, 8, 10, 12, 16), [4, 7], { priceStep: 0.25 }), steel],
          pn: '{S}{M}', price: [0.08, 0.25], breaks: bulk, desc: '法兰面增大支承面积，无需另配垫圈。',
        },
        {
          code: 'M040203', name: '尼龙锁紧螺母', series: 18, brands: ['GPH', 'JINYI', 'DONGMING'],
          stems: ['NLN', 'LHN', 'NLNT'],
          names: ['尼龙锁紧螺母', '尼龙锁紧螺母 薄型'],
          specs: [spec('M', '螺纹规格', '', thread(3, 4, 5, 6, 8, 10, 12, 16, 20), [5, 9], { priceStep: 0.25 }), steel],
          pn: '{S}{M}', price: [0.08, 0.3], breaks: bulk, desc: '尼龙圈防松，耐振动。',
        },
      ],
    },
    {
      code: 'M0403',
      name: '垫圈',
      children: [
        {
          code: 'M040301', name: '平垫圈', series: 22, brands: ['GPH', 'JINYI', 'DONGMING'],
          stems: ['WSF', 'WSSS', 'WSL'],
          names: ['平垫圈 标准型', '平垫圈 大外径型', '平垫圈 精密型'],
          specs: [spec('M', '适用螺纹', '', thread(3, 4, 5, 6, 8, 10, 12, 16, 20, 24), [6, 10], { priceStep: 0.2 }), steel],
          pn: '{S}{M}', price: [0.02, 0.08], breaks: bulk, desc: '符合 GB/T 97.1 的平垫圈。',
        },
        {
          code: 'M040302', name: '弹簧垫圈', series: 18, brands: ['GPH', 'JINYI'],
          stems: ['WSS', 'SWS', 'WSSH'],
          names: ['弹簧垫圈 标准型', '弹簧垫圈 重型'],
          specs: [spec('M', '适用螺纹', '', thread(3, 4, 5, 6, 8, 10, 12, 16, 20), [5, 9], { priceStep: 0.2 }), steel],
          pn: '{S}{M}', price: [0.02, 0.06], breaks: bulk, desc: '弹性防松垫圈。',
        },
      ],
    },
    {
      code: 'M0404',
      name: '紧定螺钉',
      children: [
        {
          code: 'M040401', name: '内六角紧定螺钉', series: 26, brands: ['GPH', 'YHD', 'UNBRAKO'],
          stems: ['SSC', 'SSP', 'SSF', 'SSCP'],
          names: ['内六角紧定螺钉 凹端', '内六角紧定螺钉 平端', '内六角紧定螺钉 锥端', '内六角紧定螺钉 圆柱端'],
          specs: [spec('M', '螺纹规格', '', thread(3, 4, 5, 6, 8, 10, 12), [4, 7], { priceStep: 0.2 }), spec('L', '长度', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 15, 16, 20, 25, 30), [6, 10], { priceStep: 0.04 }), steel],
          pn: '{S}{M}-{L}', price: [0.08, 0.3], breaks: bulk, desc: '用于固定齿轮、带轮等轴上零件。',
        },
      ],
    },
  ],
};
