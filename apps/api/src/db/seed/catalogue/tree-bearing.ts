import { fixed, nums, opts, padded, spec, type CategoryDef, type SpecValueDef } from './templates';

/** bore code -> bore diameter (ISO: 00=10, 01=12, 02=15, 03=17, then code x 5) */
const BORES: SpecValueDef[] = [
  ['00', 10], ['01', 12], ['02', 15], ['03', 17], ['04', 20], ['05', 25], ['06', 30], ['07', 35], ['08', 40], ['09', 45], ['10', 50], ['11', 55], ['12', 60],
].map(([c, d]) => ({ v: String(d), d: String(d), c: String(c) }));

const s = (...xs: [string, string][]) => opts(...xs.map(([c, d]) => [c, d, c] as [string, string, string]));

/** seal / shield suffixes differ by maker, which also keeps part numbers of different makers apart */
const GROOVE_SEALS: Record<string, SpecValueDef[]> = {
  GPH: s(['ZZ', '双面铁盖 ZZ'], ['2RS', '双面橡胶密封 2RS'], ['Z', '单面铁盖 Z']),
  NSK: s(['ZZCM', '双面铁盖 ZZ'], ['DDUCM', '双面接触橡胶密封 DDU'], ['VVCM', '双面非接触密封 VV']),
  NTN: s(['LLU', '双面接触密封 LLU'], ['LLB', '双面非接触密封 LLB'], ['ZZNR', '双面铁盖 带止动环']),
  KOYO: s(['2RSCM', '双面橡胶密封 2RS'], ['ZZCMJ', '双面铁盖 ZZ'], ['RUCM', '双面非接触密封 RU']),
  SKF: s(['-2Z', '双面铁盖 2Z'], ['-2RSH', '双面接触密封 2RSH'], ['-2RSL', '双面低摩擦密封 2RSL']),
  HRB: s(['-2Z/P6', '双面铁盖 2Z P6级'], ['-2RZ/P6', '双面非接触密封 P6级']),
  ZWZ: s(['-2RZ', '双面非接触密封 2RZ'], ['-RZ', '单面非接触密封 RZ']),
  LYC: s(['-2RS/P5', '双面橡胶密封 P5级'], ['-ZZ/P5', '双面铁盖 P5级']),
  CU: s(['-ZZ', '双面铁盖 ZZ'], ['-2RS1', '双面橡胶密封 2RS1']),
};
const GROOVE_BRANDS = Object.keys(GROOVE_SEALS);
const CLEARANCE = fixed('CL', '游隙', opts(['CN', '普通游隙 CN', ''], ['C3', '大游隙 C3', '/C3', 1.1]));

const ANGULAR: Record<string, SpecValueDef[]> = {
  GPH: s(['C', '接触角 15°'], ['AC', '接触角 25°'], ['B', '接触角 40°']),
  NSK: s(['A5TYN', '接触角 25°'], ['CTYN', '接触角 15°']),
  NTN: s(['UCG', '接触角 15°'], ['BG', '接触角 40°']),
  SKF: s(['BECBP', '接触角 40°'], ['ACD/P4A', '接触角 25° P4']),
  HRB: s(['C/P5', '接触角 15° P5级'], ['AC/P5', '接触角 25° P5级']),
};
const TAPER: Record<string, SpecValueDef[]> = {
  GPH: s(['J', '标准型']),
  NSK: s(['JR', '标准型 JR'], ['J3', '高负荷型 J3']),
  NTN: s(['U', '标准型 U'], ['EA', '高负荷型 EA']),
  KOYO: s(['JR2', '标准型 JR']),
  SKF: s(['J2/Q', '标准型 J2/Q']),
  HRB: s(['/P6', 'P6级']),
  ZWZ: s(['/P5', 'P5级']),
  LYC: s(['X/P6', 'X系列 P6级']),
};

export const BEARING: CategoryDef = {
  code: 'M02',
  name: '轴承',
  children: [
    {
      code: 'M0201',
      name: '滚动轴承',
      children: [
        {
          code: 'M020101', name: '深沟球轴承', series: 70, brands: GROOVE_BRANDS,
          stems: ['60', '62', '63', '68', '69'],
          names: ['深沟球轴承', '深沟球轴承 标准型', '深沟球轴承 高速低噪音型'],
          specs: [
            spec('B', '内径', 'mm', BORES, [5, 10]),
            spec('SEAL', '密封形式', '', [], [1, 1], { brandValues: GROOVE_SEALS, scatter: true, inName: true, priceStep: 0 }),
            CLEARANCE,
          ],
          pn: '{STEM}{B}{SEAL}{CL}', seriesPattern: '{STEM}{SEAL}{CL}', bareStems: true, price: [6, 16], breaks: [1, 10, 50, 200],
          desc: '单列深沟球轴承，可承受径向负荷与一定的双向轴向负荷，摩擦小、转速高。',
          attrs: [{ name: '保持器', values: ['钢板冲压保持器', '尼龙保持器'] }, { name: '润滑脂', values: ['标准润滑脂', '高温润滑脂', '食品级润滑脂'] }],
        },
        {
          code: 'M020102', name: '角接触球轴承', series: 30, brands: Object.keys(ANGULAR),
          stems: ['70', '72', '73'],
          names: ['角接触球轴承', '角接触球轴承 精密级', '角接触球轴承 配对型'],
          specs: [spec('B', '内径', 'mm', BORES, [5, 9]), spec('ANG', '接触角', '', [], [1, 1], { brandValues: ANGULAR, inName: true, priceStep: 0 })],
          pn: '{STEM}{B}{ANG}', seriesPattern: '{STEM}{ANG}', bareStems: true, price: [40, 90], desc: '可同时承受径向负荷和单方向轴向负荷，适用于主轴与丝杠支撑。',
        },
        {
          code: 'M020103', name: '圆锥滚子轴承', series: 24, brands: Object.keys(TAPER),
          stems: ['302', '303', '322', '320'],
          names: ['圆锥滚子轴承', '圆锥滚子轴承 单列'],
          specs: [spec('B', '内径', 'mm', BORES.slice(3), [5, 9]), spec('X', '规格', '', [], [1, 1], { brandValues: TAPER, priceStep: 0 })],
          pn: '{STEM}{B}{X}', seriesPattern: '{STEM}{X}', bareStems: true, price: [28, 70], desc: '可承受径向与单方向轴向联合负荷，常用于车轮与减速机。',
        },
        {
          code: 'M020104', name: '滚针轴承', series: 24, brands: ['GPH', 'IKO', 'NSK', 'SKF', 'KOYO'],
          stems: ['NK', 'HK', 'RNA', 'NA'],
          names: ['滚针轴承 实体套圈型', '滚针轴承 冲压外圈型', '滚针轴承 带内圈型'],
          specs: [spec('D', '内径', 'mm', nums(5, 6, 8, 10, 12, 15, 16, 20, 25, 30, 35), [4, 7]), spec('W', '宽度', 'mm', nums(10, 12, 13, 16, 20, 25), [2, 3])],
          pn: '{S}{D}/{W}', price: [10, 28], desc: '径向尺寸小、负荷能力大，适用于空间受限的场合。',
        },
      ],
    },
    {
      code: 'M0202',
      name: '带座轴承',
      children: [
        {
          code: 'M020201', name: '立式带座轴承', series: 26, brands: ['GPH', 'NSK', 'NTN', 'KOYO', 'HRB', 'ZWZ'],
          stems: ['UCP', 'UKP', 'SBPP', 'UCPA'],
          names: ['立式带座轴承 铸铁座', '立式带座轴承 不锈钢座', '立式带座轴承 冲压座'],
          specs: [spec('B', '内径代号', '', padded(2, 4, 5, 6, 7, 8, 9, 10, 11, 12), [4, 8])],
          pn: '{S}2{B}', price: [32, 68], desc: '外球面轴承与轴承座一体，安装简便，具备调心功能。',
          attrs: [{ name: '座体材质', values: ['灰铸铁 HT200', '不锈钢 SUS304'] }],
        },
        {
          code: 'M020202', name: '菱形带座轴承', series: 20, brands: ['GPH', 'NSK', 'NTN', 'KOYO'],
          stems: ['UCFL', 'UKFL', 'SBFL'],
          names: ['菱形带座轴承 铸铁座', '菱形带座轴承 不锈钢座'],
          specs: [spec('B', '内径代号', '', padded(2, 4, 5, 6, 7, 8, 9, 10, 11, 12), [4, 8])],
          pn: '{S}2{B}', price: [30, 64], desc: '两螺栓菱形座，适用于侧面安装。',
        },
        {
          code: 'M020203', name: '方形带座轴承', series: 20, brands: ['GPH', 'NSK', 'NTN', 'KOYO'],
          stems: ['UCF', 'UKF', 'UCFS'],
          names: ['方形带座轴承 铸铁座', '方形带座轴承 不锈钢座'],
          specs: [spec('B', '内径代号', '', padded(2, 4, 5, 6, 7, 8, 9, 10, 11, 12), [4, 8])],
          pn: '{S}2{B}', price: [34, 72], desc: '四螺栓方形座，安装稳固。',
        },
      ],
    },
    {
      code: 'M0203',
      name: '轴承附件',
      children: [
        {
          code: 'M020301', name: '轴承锁紧螺母', series: 18, brands: ['GPH', 'YHD', 'SKF', 'NSK'],
          stems: ['AN', 'KM', 'SLN'],
          names: ['轴承锁紧螺母 标准型', '轴承锁紧螺母 带止动垫圈', '轴承锁紧螺母 精密型'],
          specs: [spec('N', '螺纹代号', '', padded(2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), [5, 10])],
          pn: '{S}{N}', price: [6, 18], breaks: [1, 10, 50, 200], desc: '用于轴承的轴向固定与预压调整。',
        },
        {
          code: 'M020302', name: '轴承隔圈', series: 14, brands: ['GPH', 'YHD'],
          stems: ['BSBR', 'CLB'],
          names: ['轴承隔圈 标准型', '轴承隔圈 高精度型'],
          specs: [spec('D', '内径', 'mm', nums(8, 10, 12, 15, 17, 20, 25, 30), [4, 7]), spec('T', '厚度', 'mm', nums(1, 2, 3, 5, 8, 10), [2, 4])],
          pn: '{S}{D}-{T}', price: [4, 12], breaks: [1, 10, 50, 200], desc: '用于轴承间的间隔与定位。',
        },
      ],
    },
    {
      code: 'M0204',
      name: '关节轴承',
      children: [
        {
          code: 'M020401', name: '杆端关节轴承', series: 20, brands: ['GPH', 'YHD', 'IKO', 'THK'],
          stems: ['PHS', 'POS', 'PHSA'],
          names: ['杆端关节轴承 内螺纹型', '杆端关节轴承 外螺纹型', '杆端关节轴承 免润滑型'],
          specs: [spec('D', '内径', 'mm', nums(5, 6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 30), [5, 9]), spec('HAND', '螺纹方向', '', opts(['R', '右旋', ''], ['L', '左旋', 'L']), [1, 2], { scatter: true, priceStep: 0 })],
          pn: '{S}{D}{HAND}', price: [14, 36], desc: '球面滑动接触，可承受摆动与倾斜，用于连杆机构。',
        },
        {
          code: 'M020402', name: '凸轮从动轴承', series: 20, brands: ['GPH', 'IKO', 'THK', 'NSK'],
          stems: ['CF', 'CFUU', 'CFS', 'CFE'],
          names: ['凸轮从动轴承 标准型', '凸轮从动轴承 偏心型', '凸轮从动轴承 密封型'],
          specs: [spec('D', '外径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 16, 18, 20, 24, 30), [5, 9])],
          pn: '{S}{D}', price: [22, 56], desc: '带螺柱的滚针轴承，用作凸轮机构与输送导轮。',
        },
      ],
    },
  ],
};
