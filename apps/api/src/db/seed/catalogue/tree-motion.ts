import { fixed, nums, opts, padded, range, spec, type CategoryDef } from './templates';

const shaftMaterial = fixed('MAT', '材质', opts(['SUJ2', '轴承钢 SUJ2', ''], ['SUS440C', '不锈钢 SUS440C', '', 1.4], ['S45C', '碳钢 S45C', '', 0.8]), { inName: true });
const shaftSurface = fixed('SUR', '表面处理', opts(['NONE', '无处理', ''], ['HCR', '镀硬铬', '', 1.2], ['LBC', '低温黑色铬', '', 1.3]));
const railMaterial = fixed('MAT', '材质', opts(['STEEL', '合金钢', ''], ['SUS', '不锈钢', '', 1.3]), { inName: true });
const railLengths = nums(...range(100, 1600, 60));

export const MOTION: CategoryDef = {
  code: 'M01',
  name: '直线运动',
  children: [
    {
      code: 'M0101',
      name: '直线导轨',
      children: [
        {
          code: 'M010101', name: '微型直线导轨', series: 34, brands: ['GPH', 'YHD', 'HIWIN', 'THK', 'PMI', 'IKO'],
          stems: ['SSEB', 'SSELB', 'SV2R'], brandStems: { HIWIN: ['MGN', 'MGW'], THK: ['RSR', 'SRS'], PMI: ['MSA', 'MSB'], IKO: ['LWL', 'LWLF'] },
          names: ['微型直线导轨 标准滑块型', '微型直线导轨 加长滑块型', '微型直线导轨 宽幅型', '微型直线导轨 带保持器型'],
          specs: [
            spec('W', '导轨宽', 'mm', nums(5, 7, 9, 12, 15), [2, 4]),
            spec('L', '导轨长度', 'mm', nums(...range(40, 400, 15)), [8, 14]),
            railMaterial,
          ],
          pn: '{S}{W}-{L}', price: [180, 320], desc: '滑块与导轨可互换，适用于半导体、医疗等小型设备的精密直线导向。',
          attrs: [{ name: '精度等级', values: ['普通级', '高级', '精密级'] }, { name: '预压', values: ['微间隙', '轻预压'] }],
        },
        {
          code: 'M010102', name: '标准直线导轨', series: 40, brands: ['GPH', 'YHD', 'HIWIN', 'THK', 'PMI', 'TBI'],
          stems: ['LX', 'SX2', 'SVR'], brandStems: { HIWIN: ['HGH', 'HGW', 'EGH'], THK: ['HSR', 'SHS', 'SSR'], PMI: ['MSR', 'MSG'], TBI: ['TRH', 'TRS'] },
          names: ['直线导轨 标准型', '直线导轨 法兰型', '直线导轨 低组装型', '直线导轨 加长滑块型'],
          specs: [
            spec('W', '导轨宽', 'mm', nums(15, 20, 25, 30, 35, 45), [2, 4]),
            spec('N', '滑块数', '个', nums(1, 2, 3), [1, 2], { priceStep: 0.5 }),
            spec('L', '导轨长度', 'mm', railLengths, [6, 12]),
            railMaterial,
          ],
          pn: '{S}{W}-B{N}-{L}', price: [260, 480], desc: '四方向等负荷设计，刚性高，适用于自动化设备与机床的直线导向。',
          attrs: [{ name: '精度等级', values: ['普通级(N)', '高级(H)', '精密级(P)'] }, { name: '预压', values: ['微间隙(Z0)', '轻预压(ZA)', '中预压(ZB)'] }],
        },
        {
          code: 'M010103', name: '重载直线导轨', series: 22, brands: ['GPH', 'HIWIN', 'THK', 'PMI'],
          stems: ['LXH', 'SRG'], brandStems: { HIWIN: ['RGH', 'RGW'], THK: ['SRG', 'NR'], PMI: ['SMR'] },
          names: ['滚柱直线导轨 重载型', '滚柱直线导轨 法兰型', '重载直线导轨 高刚性型'],
          specs: [
            spec('W', '导轨宽', 'mm', nums(25, 30, 35, 45, 55, 65), [2, 4]),
            spec('L', '导轨长度', 'mm', railLengths, [8, 14]),
          ],
          pn: '{S}{W}-{L}', price: [620, 980], desc: '滚柱接触，额定负荷大，适用于重切削机床与大型搬运设备。',
          attrs: [{ name: '精度等级', values: ['高级(H)', '精密级(P)', '超精密级(SP)'] }],
        },
      ],
    },
    {
      code: 'M0102',
      name: '直线轴',
      children: [
        {
          code: 'M010201', name: '直线光轴', series: 48, brands: ['GPH', 'YHD', 'THK', 'NSK', 'IKO'],
          stems: ['SFJ', 'PSFJ', 'SSFJ', 'SFU', 'PSFU', 'SFW'],
          names: ['直线轴 两端平头型', '直线轴 一端螺纹型', '直线轴 两端螺纹型', '直线轴 一端内螺纹型', '直线轴 两端内螺纹型', '直线轴 一端扳手槽型'],
          specs: [
            spec('D', '轴径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 13, 15, 16, 20, 25, 30, 35, 40, 50), [4, 7]),
            spec('L', '长度', 'mm', nums(...range(50, 1000, 25)), [8, 14], { priceStep: 0.02 }),
            shaftMaterial,
            shaftSurface,
          ],
          pn: '{S}{D}-{L}', price: [18, 45], desc: '外径公差 g6，高频淬火后精密研磨，适用于直线轴承导向。',
          attrs: [{ name: '硬度', values: ['HRC58以上', 'HRC56以上'] }, { name: '外径公差', values: ['g6', 'h7', 'f8'] }],
        },
        {
          code: 'M010202', name: '阶梯轴', series: 30, brands: ['GPH', 'YHD'],
          stems: ['SFAJ', 'SFAT', 'PSFAJ'],
          names: ['阶梯轴 一端台阶型', '阶梯轴 两端台阶型', '阶梯轴 一端台阶螺纹型'],
          specs: [
            spec('D', '轴径', 'mm', nums(6, 8, 10, 12, 13, 15, 16, 20, 25, 30), [3, 6]),
            spec('L', '长度', 'mm', nums(...range(40, 600, 20)), [6, 10], { priceStep: 0.02 }),
            spec('P', '台阶径', 'mm', nums(4, 5, 6, 8, 10), [1, 3], { scatter: true }),
            shaftMaterial,
          ],
          pn: '{S}{D}-{L}-P{P}', price: [28, 60], desc: '台阶部位可自由指定，便于安装轴承与齿轮。',
          attrs: [{ name: '外径公差', values: ['g6', 'h7'] }],
        },
        {
          code: 'M010203', name: '中空轴', series: 18, brands: ['GPH', 'YHD', 'THK'],
          stems: ['PSFH', 'SFH', 'PSFHT'],
          names: ['中空轴 两端平头型', '中空轴 两端内螺纹型', '中空轴 轻量型'],
          specs: [
            spec('D', '轴径', 'mm', nums(6, 8, 10, 12, 13, 16, 20, 25, 30, 40, 50), [3, 6]),
            spec('L', '长度', 'mm', nums(...range(100, 1000, 50)), [6, 10], { priceStep: 0.02 }),
            shaftMaterial,
          ],
          pn: '{S}{D}-{L}', price: [36, 80], desc: '中空结构减轻重量，可穿线配管。',
        },
      ],
    },
    {
      code: 'M0103',
      name: '直线轴承',
      children: [
        {
          code: 'M010301', name: '直线轴承 标准型', series: 30, brands: ['GPH', 'YHD', 'THK', 'NSK', 'IKO', 'SKF'],
          stems: ['LMU', 'LMUW', 'LHSUW'], brandStems: { THK: ['LM', 'LMUU'], NSK: ['LS', 'LW'], IKO: ['LM', 'LME'], SKF: ['LBBR', 'LBCR'] },
          names: ['直线轴承 标准型', '直线轴承 加长型', '直线轴承 树脂保持器型'],
          specs: [
            spec('D', '内径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 13, 16, 20, 25, 30, 35, 40, 50), [5, 10]),
            spec('SEAL', '密封形式', '', opts(['OPEN', '开放型', ''], ['UU', '两端密封', 'UU', 1.1], ['OP', '开口型', 'OP', 1.05]), [1, 3], { scatter: true }),
          ],
          pn: '{S}{D}{SEAL}', price: [12, 30], desc: '钢珠循环式直线轴承，与直线光轴配合使用。',
          attrs: [{ name: '精度', values: ['普通级', '高级'] }],
        },
        {
          code: 'M010302', name: '法兰型直线轴承', series: 28, brands: ['GPH', 'YHD', 'THK', 'NSK'],
          stems: ['LHFR', 'LHKR', 'LHSR', 'LMF'],
          names: ['法兰型直线轴承 圆法兰', '法兰型直线轴承 方法兰', '法兰型直线轴承 切边法兰', '法兰型直线轴承 导向法兰'],
          specs: [
            spec('D', '内径', 'mm', nums(6, 8, 10, 12, 13, 16, 20, 25, 30, 35, 40), [4, 8]),
            spec('SEAL', '密封形式', '', opts(['OPEN', '开放型', ''], ['UU', '两端密封', 'UU', 1.1]), [1, 2], { scatter: true }),
          ],
          pn: '{S}{D}{SEAL}', price: [25, 55], desc: '法兰一体式，安装面直接固定，节省装配工时。',
        },
        {
          code: 'M010303', name: '直线轴承座', series: 22, brands: ['GPH', 'YHD'],
          stems: ['LHBS', 'SHB', 'LHBW'],
          names: ['直线轴承座 标准型', '直线轴承座 加长型', '直线轴承座 对开型'],
          specs: [
            spec('D', '内径', 'mm', nums(8, 10, 12, 13, 16, 20, 25, 30, 35, 40, 50), [4, 8]),
            fixed('MAT', '材质', opts(['AL', '铝合金', ''], ['FC', '铸铁', '', 1.2])),
          ],
          pn: '{S}{D}', price: [48, 90], desc: '轴承座内置直线轴承，可直接安装在平面上。',
        },
      ],
    },
    {
      code: 'M0104',
      name: '滚珠丝杠',
      children: [
        {
          code: 'M010401', name: '精密滚珠丝杠', series: 26, brands: ['GPH', 'THK', 'HIWIN', 'PMI', 'TBI', 'NSK'],
          stems: ['BSS', 'BSSE', 'BSST'], brandStems: { THK: ['BNK', 'BIF'], HIWIN: ['FSI', 'FSC'], PMI: ['FSVW'], TBI: ['SFU', 'SFK'], NSK: ['FA', 'MA'] },
          names: ['精密滚珠丝杠 研磨级', '精密滚珠丝杠 标准螺母型', '精密滚珠丝杠 紧凑螺母型'],
          specs: [
            spec('D', '轴径', 'mm', nums(8, 10, 12, 14, 15, 16, 20, 25, 32), [2, 4]),
            spec('P', '导程', 'mm', padded(2, 1, 2, 4, 5, 10, 20), [2, 3], { scatter: true }),
            spec('L', '螺纹长度', 'mm', nums(...range(150, 1200, 50)), [5, 9], { priceStep: 0.025 }),
          ],
          pn: '{S}{D}{P}-{L}', price: [680, 1200], desc: '研磨级滚珠丝杠，轴向间隙小，适用于精密定位。',
          attrs: [{ name: '精度等级', values: ['C3', 'C5', 'C7'] }],
        },
        {
          code: 'M010402', name: '转造滚珠丝杠', series: 24, brands: ['GPH', 'TBI', 'HIWIN', 'PMI'],
          stems: ['BTK', 'MTF', 'BTKF'],
          names: ['转造滚珠丝杠 标准型', '转造滚珠丝杠 法兰螺母型', '转造滚珠丝杠 经济型'],
          specs: [
            spec('D', '轴径', 'mm', nums(12, 14, 15, 16, 20, 25, 32, 40), [2, 4]),
            spec('P', '导程', 'mm', padded(2, 4, 5, 10, 16, 20, 25), [2, 3], { scatter: true }),
            spec('L', '螺纹长度', 'mm', nums(...range(200, 1500, 50)), [5, 9], { priceStep: 0.02 }),
          ],
          pn: '{S}{D}{P}-{L}', price: [260, 520], desc: '转造加工，性价比高，适用于一般搬运装置。',
          attrs: [{ name: '精度等级', values: ['C7', 'C10'] }],
        },
        {
          code: 'M010403', name: '丝杠支撑座', series: 20, brands: ['GPH', 'YHD', 'TBI', 'HIWIN'],
          stems: ['BSW', 'BRW', 'BUN', 'BSWE'],
          names: ['丝杠支撑座 固定侧 方型', '丝杠支撑座 支撑侧 方型', '丝杠支撑座 固定侧 圆型', '丝杠支撑座 支撑侧 圆型'],
          specs: [spec('D', '适用轴径', 'mm', nums(6, 8, 10, 12, 15, 20, 25, 30), [4, 7])],
          pn: '{S}{D}', price: [120, 260], desc: '内置角接触球轴承，与滚珠丝杠配套使用。',
        },
      ],
    },
  ],
};
