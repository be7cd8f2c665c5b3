import { fixed, nums, opts, range, spec, type CategoryDef } from './templates';

const gearMaterial = fixed('MAT', '材质', opts(['S45C', '碳钢 S45C', ''], ['SUS303', '不锈钢 SUS303', '', 1.5], ['POM', '聚甲醛 POM', '', 0.6]), { inName: true });
const toothProfile = spec('T', '齿形', '', opts(['S3M', 'S3M', 'S3M'], ['S5M', 'S5M', 'S5M'], ['S8M', 'S8M', 'S8M'], ['MXL', 'MXL', 'MXL'], ['XL', 'XL', 'XL'], ['HTD5M', 'HTD5M', '5GT']), [1, 1], { scatter: true, priceStep: 0, inName: true });
const beltWidth = spec('W', '带宽', 'mm', [6, 9, 10, 15, 20, 25, 30].map((w) => ({ v: String(w), d: String(w), c: String(w * 10) })), [2, 4]);
const bores = (...xs: number[]) => nums(...xs);
const couplingSpecs = [
  spec('D', '外径', 'mm', nums(14, 16, 19, 20, 25, 30, 32, 34, 39, 40, 44, 50, 55, 56, 65), [3, 5]),
  spec('D1', '孔径1', 'mm', bores(3, 4, 5, 6, 6.35, 8, 10, 12, 14, 15, 16, 19, 20), [3, 5], { priceStep: 0.01 }),
  spec('D2', '孔径2', 'mm', bores(3, 4, 5, 6, 6.35, 8, 10, 12, 14, 15, 16, 19, 20), [2, 4], { priceStep: 0.01 }),
];
const chainNo = spec('C', '链条号', '', nums(25, 35, 40, 50, 60, 80), [1, 2], { priceStep: 0.3 });

export const DRIVE: CategoryDef = {
  code: 'M03',
  name: '传动',
  children: [
    {
      code: 'M0301',
      name: '齿轮',
      children: [
        {
          code: 'M030101', name: '正齿轮', series: 36, brands: ['GPH', 'YHD', 'KHK'],
          stems: ['GEAB', 'GEABS', 'GEHB'], brandStems: { KHK: ['SS', 'SSA', 'PS'] },
          names: ['正齿轮 压力角20° 带轮毂', '正齿轮 压力角20° 无轮毂', '正齿轮 高频淬火型'],
          specs: [
            spec('M', '模数', '', nums(0.5, 0.8, 1, 1.5, 2, 2.5, 3), [2, 3], { priceStep: 0.12 }),
            spec('Z', '齿数', '齿', nums(...range(15, 80, 1)), [6, 14], { scatter: true, priceStep: 0.01 }),
            gearMaterial,
          ],
          pn: '{S}{M}-{Z}', price: [36, 80], desc: '渐开线正齿轮，齿面精加工，适用于平行轴传动。',
          attrs: [{ name: '精度等级', values: ['JIS N8级', 'JIS N7级'] }],
        },
        {
          code: 'M030102', name: '齿条', series: 24, brands: ['GPH', 'YHD', 'KHK'],
          stems: ['RGEA', 'RGEAS', 'RKF'], brandStems: { KHK: ['SRF', 'SRFD'] },
          names: ['齿条 标准型', '齿条 带安装孔型', '齿条 研磨型'],
          specs: [
            spec('M', '模数', '', nums(0.5, 0.8, 1, 1.5, 2, 2.5, 3), [2, 4], { priceStep: 0.12 }),
            spec('L', '长度', 'mm', nums(...range(100, 1000, 50)), [5, 9], { priceStep: 0.03 }),
            gearMaterial,
          ],
          pn: '{S}{M}-{L}', price: [48, 110], desc: '与正齿轮啮合，将旋转运动转换为直线运动。',
        },
        {
          code: 'M030103', name: '伞齿轮', series: 18, brands: ['GPH', 'KHK'],
          stems: ['MBSG', 'SBSG'], brandStems: { KHK: ['SB', 'SBY'] },
          names: ['伞齿轮 直齿', '伞齿轮 螺旋齿'],
          specs: [spec('M', '模数', '', nums(1, 1.5, 2, 2.5, 3), [2, 4], { priceStep: 0.15 }), spec('R', '速比', '', opts(['1', '1:1', '1'], ['1.5', '1:1.5', '1.5'], ['2', '1:2', '2'], ['3', '1:3', '3']), [2, 4])],
          pn: '{S}{M}-{R}', price: [80, 160], desc: '用于相交轴之间的动力传递。',
        },
      ],
    },
    {
      code: 'M0302',
      name: '同步带轮/同步带',
      children: [
        {
          code: 'M030201', name: '同步带轮', series: 40, brands: ['GPH', 'YHD', 'GATES', 'MITSUBOSHI'],
          stems: ['HTPA', 'HTPB', 'ATP', 'HTPK'],
          names: ['同步带轮 带法兰 A型', '同步带轮 无法兰 B型', '同步带轮 键槽型', '同步带轮 轴孔加工型'],
          specs: [toothProfile, spec('Z', '齿数', '齿', nums(...range(12, 60, 1)), [5, 10], { scatter: true, priceStep: 0.015 }), beltWidth],
          pn: '{S}{Z}{T}{W}', price: [28, 60], desc: '铝合金同步带轮，与同步带配合实现无滑差传动。',
          attrs: [{ name: '材质', values: ['铝合金 A2017', '碳钢 S45C'] }, { name: '表面处理', values: ['透明阳极氧化', '黑色阳极氧化', '发黑处理'] }],
        },
        {
          code: 'M030202', name: '同步带', series: 30, brands: ['GPH', 'GATES', 'MITSUBOSHI'],
          stems: ['TBN', 'HTBN', 'TBU'],
          names: ['同步带 橡胶型', '同步带 聚氨酯型', '同步带 开口型'],
          specs: [toothProfile, spec('L', '周长', 'mm', nums(...range(150, 2000, 30)), [6, 12], { scatter: true, priceStep: 0.01 }), beltWidth],
          pn: '{S}{L}{T}{W}', price: [18, 40], desc: '芯线采用玻璃纤维，伸长小，传动精度高。',
        },
      ],
    },
    {
      code: 'M0303',
      name: '联轴器',
      children: [
        {
          code: 'M030301', name: '梅花联轴器', series: 30, brands: ['GPH', 'YHD', 'NBK'],
          stems: ['MJC', 'MCOC', 'XGT'], brandStems: { NBK: ['MJC', 'MJS'] },
          names: ['梅花联轴器 夹紧型', '梅花联轴器 顶丝型', '梅花联轴器 键槽型'],
          specs: couplingSpecs, pn: '{S}{D}-{D1}-{D2}', price: [36, 90], desc: '弹性体吸收振动与偏心，适用于伺服电机与丝杠的连接。',
        },
        {
          code: 'M030302', name: '膜片联轴器', series: 26, brands: ['GPH', 'YHD', 'NBK'],
          stems: ['SCPW', 'MCKS', 'XGS'], brandStems: { NBK: ['MSTS', 'MSXP'] },
          names: ['膜片联轴器 单膜片', '膜片联轴器 双膜片', '膜片联轴器 高刚性型'],
          specs: couplingSpecs, pn: '{S}{D}-{D1}-{D2}', price: [120, 260], desc: '零背隙，扭转刚性高，适用于高精度定位。',
        },
        {
          code: 'M030303', name: '开槽联轴器', series: 20, brands: ['GPH', 'YHD'],
          stems: ['MCGL', 'SCXW', 'MCSL'],
          names: ['开槽联轴器 夹紧型', '开槽联轴器 顶丝型'],
          specs: couplingSpecs, pn: '{S}{D}-{D1}-{D2}', price: [30, 70], desc: '一体式螺旋开槽结构，可吸收偏心与角度误差。',
        },
      ],
    },
    {
      code: 'M0304',
      name: '链轮/链条',
      children: [
        {
          code: 'M030401', name: '链轮', series: 26, brands: ['GPH', 'TSUBAKI', 'YHD'],
          stems: ['SPK', 'SPKD', 'SPKW'], brandStems: { TSUBAKI: ['RS', 'RSK'] },
          names: ['链轮 单排 B型', '链轮 双排', '链轮 淬火齿面型'],
          specs: [chainNo, spec('Z', '齿数', '齿', nums(...range(10, 45, 1)), [6, 12], { scatter: true, priceStep: 0.02 })],
          pn: '{S}{C}B{Z}', price: [26, 64], desc: '与滚子链配合使用的链轮。',
        },
        {
          code: 'M030402', name: '滚子链', series: 20, brands: ['GPH', 'TSUBAKI'],
          stems: ['CHE', 'RSC', 'CHES'], brandStems: { TSUBAKI: ['RS', 'RF'] },
          names: ['滚子链 单排', '滚子链 双排', '滚子链 不锈钢型'],
          specs: [chainNo, spec('N', '节数', '节', nums(...range(20, 240, 10)), [6, 12], { priceStep: 0.03 })],
          pn: '{S}{C}-{N}L', price: [40, 90], desc: '标准滚子链，带连接节。',
        },
      ],
    },
  ],
};
