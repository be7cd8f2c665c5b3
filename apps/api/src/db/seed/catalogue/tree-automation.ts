import { fixed, nums, opts, spec, type CategoryDef } from './templates';

const port = spec('R', '接口螺纹', '', opts(['M5', 'M5', 'M5'], ['1/8', 'Rc1/8', '01'], ['1/4', 'Rc1/4', '02'], ['3/8', 'Rc3/8', '03'], ['1/2', 'Rc1/2', '04']), [2, 4]);
const coil = spec('V', '线圈电压', '', opts(['DC24V', 'DC24V', '5'], ['AC220V', 'AC220V', '1', 1.1], ['DC12V', 'DC12V', '6'], ['AC110V', 'AC110V', '2', 1.1]), [1, 3], { scatter: true, priceStep: 0 });
const output = spec('O', '输出形式', '', opts(['NPN', 'NPN 输出', 'N'], ['PNP', 'PNP 输出', 'P']), [1, 2], { priceStep: 0 });
const cylinderMount = fixed('MT', '安装形式', opts(['BASIC', '基本型', ''], ['FA', '前法兰型', '', 1.15], ['LB', '脚座型', '', 1.12]));

export const PNEUMATIC: CategoryDef = {
  code: 'M07',
  name: '气动元件',
  children: [
    {
      code: 'M0701',
      name: '气缸',
      children: [
        {
          code: 'M070101', name: '标准气缸', series: 30, brands: ['GPH', 'SMC', 'AIRTAC', 'FESTO', 'CKD', 'CHELIC', 'TAIYO'],
          stems: ['PCA', 'PCAD'], brandStems: { SMC: ['CP96SDB', 'C96SDB'], AIRTAC: ['SC', 'SI'], FESTO: ['DSBC-', 'DNC-'], CKD: ['SCA2-00-', 'SCM-00-'], CHELIC: ['SDB'], TAIYO: ['10A-6SD'] },
          names: ['标准气缸 双作用', '标准气缸 双作用 带磁环', '标准气缸 可调缓冲型'],
          specs: [spec('B', '缸径', 'mm', nums(32, 40, 50, 63, 80, 100, 125), [3, 5], { priceStep: 0.15 }), spec('ST', '行程', 'mm', nums(25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 500), [5, 10], { priceStep: 0.03 }), cylinderMount],
          pn: '{S}{B}-{ST}', price: [180, 360], breaks: [1, 5, 10, 20], desc: 'ISO 15552 标准气缸，铝合金缸筒，带磁环可配磁性开关。',
        },
        {
          code: 'M070102', name: '薄型气缸', series: 30, brands: ['GPH', 'SMC', 'AIRTAC', 'CKD', 'CHELIC'],
          stems: ['PCT', 'PCTD'], brandStems: { SMC: ['CQ2B', 'CDQ2B'], AIRTAC: ['SDA', 'ACQ'], CKD: ['SSD-', 'SSD2-'], CHELIC: ['JDA'] },
          names: ['薄型气缸 双作用', '薄型气缸 带磁环', '薄型气缸 防回转型'],
          specs: [spec('B', '缸径', 'mm', nums(12, 16, 20, 25, 32, 40, 50, 63, 80, 100), [3, 6], { priceStep: 0.12 }), spec('ST', '行程', 'mm', nums(5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 75, 100), [5, 9], { priceStep: 0.03 })],
          pn: '{S}{B}-{ST}', price: [80, 160], breaks: [1, 5, 10, 20], desc: '轴向尺寸短，适用于安装空间受限的夹紧与推动。',
        },
        {
          code: 'M070103', name: '迷你气缸', series: 24, brands: ['GPH', 'SMC', 'AIRTAC', 'FESTO'],
          stems: ['PCM', 'PCMS'], brandStems: { SMC: ['CJ2B', 'CM2B'], AIRTAC: ['MI', 'MA'], FESTO: ['DSNU-'] },
          names: ['迷你气缸 不锈钢缸筒', '迷你气缸 笔形', '迷你气缸 带磁环'],
          specs: [spec('B', '缸径', 'mm', nums(6, 8, 10, 12, 16, 20, 25, 32, 40), [3, 5], { priceStep: 0.1 }), spec('ST', '行程', 'mm', nums(10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200), [5, 9], { priceStep: 0.02 })],
          pn: '{S}{B}-{ST}', price: [60, 120], breaks: [1, 5, 10, 20], desc: '小型轻量，适用于小负载的推拉动作。',
        },
        {
          code: 'M070104', name: '导杆气缸', series: 22, brands: ['GPH', 'SMC', 'AIRTAC', 'CKD'],
          stems: ['PGT', 'PGTL'], brandStems: { SMC: ['MGPM', 'MGPL'], AIRTAC: ['TCL', 'TCM'], CKD: ['STG-M-'] },
          names: ['导杆气缸 滑动轴承型', '导杆气缸 滚珠轴承型'],
          specs: [spec('B', '缸径', 'mm', nums(12, 16, 20, 25, 32, 40, 50, 63), [3, 5], { priceStep: 0.12 }), spec('ST', '行程', 'mm', nums(10, 20, 25, 30, 40, 50, 75, 100, 125, 150, 175, 200), [5, 9], { priceStep: 0.03 })],
          pn: '{S}{B}-{ST}', price: [260, 520], breaks: [1, 5, 10, 20], desc: '带导杆，抗横向负载与防回转。',
        },
      ],
    },
    {
      code: 'M0702',
      name: '电磁阀',
      children: [
        {
          code: 'M070201', name: '二位五通电磁阀', series: 26, brands: ['GPH', 'SMC', 'AIRTAC', 'FESTO', 'CKD'],
          stems: ['PVA5', 'PVB5'], brandStems: { SMC: ['SY3', 'SY5', 'SY7'], AIRTAC: ['4V1', '4V2', '4V3'], FESTO: ['VUVS-', 'MFH-5-'], CKD: ['4GA1', '4GB2'] },
          names: ['电磁阀 二位五通 单电控', '电磁阀 二位五通 双电控', '电磁阀 集装型'],
          specs: [spec('C', '控制方式', '', opts(['10', '单电控', '10'], ['20', '双电控', '20', 1.4]), [1, 2], { priceStep: 0 }), port, coil],
          pn: '{S}{C}-{R}-{V}', price: [110, 240], breaks: [1, 5, 10, 20], desc: '先导式电磁阀，切换响应快，寿命长。',
        },
        {
          code: 'M070202', name: '二位三通电磁阀', series: 20, brands: ['GPH', 'SMC', 'AIRTAC', 'CKD'],
          stems: ['PVA3', 'PVB3'], brandStems: { SMC: ['VT307', 'SYJ3'], AIRTAC: ['3V1', '3V2'], CKD: ['3QA1', '3PA2'] },
          names: ['电磁阀 二位三通 常闭型', '电磁阀 二位三通 常开型'],
          specs: [spec('C', '常态', '', opts(['NC', '常闭', '10'], ['NO', '常开', '11']), [1, 2], { priceStep: 0 }), port, coil],
          pn: '{S}{C}-{R}-{V}', price: [90, 180], breaks: [1, 5, 10, 20], desc: '用于单作用气缸与气路通断控制。',
        },
      ],
    },
    {
      code: 'M0703',
      name: '气动接头/气管',
      children: [
        {
          code: 'M070301', name: '快插接头', series: 34, brands: ['GPH', 'SMC', 'AIRTAC', 'CHELIC', 'FESTO'],
          stems: ['PKC', 'PKL', 'PKT'], brandStems: { SMC: ['KQ2H', 'KQ2L', 'KQ2T'], AIRTAC: ['APC', 'APL', 'APE'], CHELIC: ['NPC', 'NPL'], FESTO: ['QS-', 'QSL-'] },
          names: ['快插接头 直通', '快插接头 弯头', '快插接头 三通', '快插接头 外螺纹直通'],
          specs: [spec('T', '适用管径', 'mm', [4, 6, 8, 10, 12, 16].map((t) => ({ v: String(t), d: String(t), c: String(t).padStart(2, '0') })), [3, 5], { priceStep: 0.15 }), port],
          pn: '{S}{T}-{R}', price: [3, 8], breaks: [1, 10, 50, 100], desc: '一触式插拔，适用于尼龙管与聚氨酯管。',
        },
        {
          code: 'M070302', name: '聚氨酯气管', series: 18, brands: ['GPH', 'SMC', 'AIRTAC', 'CHELIC'],
          stems: ['PUT', 'PUTS'], brandStems: { SMC: ['TU', 'TUS'], AIRTAC: ['US', 'UN'], CHELIC: ['PU'] },
          names: ['聚氨酯气管 标准型', '聚氨酯气管 阻燃型', '聚氨酯气管 软型'],
          specs: [
            spec('T', '外径x内径', 'mm', opts(['4x2.5', '4x2.5', '0425'], ['6x4', '6x4', '0604'], ['8x5', '8x5', '0805'], ['10x6.5', '10x6.5', '1065'], ['12x8', '12x8', '1208'], ['16x12', '16x12', '1612']), [3, 5], { priceStep: 0.25 }),
            spec('C', '颜色', '', opts(['BU', '蓝色', 'BU'], ['BK', '黑色', 'BK'], ['C', '透明', 'C'], ['R', '红色', 'R'], ['W', '白色', 'W']), [2, 4], { scatter: true, priceStep: 0 }),
            spec('L', '长度', 'm', opts(['20', '20m', '20'], ['100', '100m', '100', 4.5]), [1, 2]),
          ],
          pn: '{S}{T}{C}-{L}', price: [40, 90], breaks: [1, 5, 10, 20], desc: '柔软耐磨，适用于气动配管。',
        },
      ],
    },
    {
      code: 'M0704',
      name: '气源处理',
      children: [
        {
          code: 'M070401', name: '过滤减压阀', series: 18, brands: ['GPH', 'SMC', 'AIRTAC', 'CKD'],
          stems: ['PFR', 'PFRC'], brandStems: { SMC: ['AW', 'AC'], AIRTAC: ['AFR', 'GFR'], CKD: ['W'] },
          names: ['过滤减压阀', '气源处理三联件', '精密减压阀'],
          specs: [spec('SZ', '规格', '', opts(['1000', '1000', '10'], ['2000', '2000', '20'], ['3000', '3000', '30'], ['4000', '4000', '40']), [2, 4], { priceStep: 0.3 }), port],
          pn: '{S}{SZ}-{R}', price: [90, 200], breaks: [1, 5, 10, 20], desc: '过滤压缩空气中的水分与杂质并稳定压力。',
        },
        {
          code: 'M070402', name: '调速阀', series: 18, brands: ['GPH', 'SMC', 'AIRTAC'],
          stems: ['PSC', 'PSCL'], brandStems: { SMC: ['AS', 'ASP'], AIRTAC: ['ASC', 'PSL'] },
          names: ['调速阀 直通型', '调速阀 弯头型'],
          specs: [spec('T', '适用管径', 'mm', [4, 6, 8, 10, 12].map((t) => ({ v: String(t), d: String(t), c: String(t).padStart(2, '0') })), [2, 4]), port],
          pn: '{S}{T}-{R}', price: [12, 30], breaks: [1, 10, 50, 100], desc: '调节气缸运动速度。',
        },
      ],
    },
  ],
};

export const ELECTRIC: CategoryDef = {
  code: 'M08',
  name: '电气',
  children: [
    {
      code: 'M0801',
      name: '传感器',
      children: [
        {
          code: 'M080101', name: '光电传感器', series: 30, brands: ['GPH', 'OMRON', 'KEYENCE', 'SICK', 'PANASONIC', 'AUTONICS'],
          stems: ['PSE', 'PSEM'], brandStems: { OMRON: ['E3Z-', 'E3FA-'], KEYENCE: ['PZ-G', 'PR-M'], SICK: ['W12-', 'WL9-'], PANASONIC: ['CX-4', 'EX-'], AUTONICS: ['BJ', 'BR'] },
          names: ['光电传感器 对射型', '光电传感器 漫反射型', '光电传感器 回归反射型', '光电传感器 小型方形'],
          specs: [
            spec('T', '检测方式', '', opts(['T', '对射型', 'T'], ['D', '漫反射型', 'D'], ['R', '回归反射型', 'R']), [1, 2], { priceStep: 0 }),
            spec('DIST', '检测距离', 'mm', nums(100, 200, 300, 1000, 2000, 4000, 10000), [2, 4], { priceStep: 0.1 }),
            output,
            spec('CON', '连接方式', '', opts(['2M', '导线 2m', '2M'], ['M8', 'M8 接插件', 'M8', 1.1], ['M12', 'M12 接插件', 'M12', 1.15]), [1, 2], { priceStep: 0 }),
          ],
          pn: '{S}{T}{DIST}{O}-{CON}', price: [120, 380], breaks: [1, 5, 10, 20], desc: '红色LED光源，带动作指示灯，抗干扰能力强。',
        },
        {
          code: 'M080102', name: '接近传感器', series: 30, brands: ['GPH', 'OMRON', 'KEYENCE', 'AUTONICS', 'PANASONIC'],
          stems: ['PSN', 'PSNS'], brandStems: { OMRON: ['E2E-X', 'TL-W'], KEYENCE: ['EM-', 'EZ-'], AUTONICS: ['PR', 'PRD'], PANASONIC: ['GX-'] },
          names: ['接近传感器 圆柱形 屏蔽型', '接近传感器 圆柱形 非屏蔽型', '接近传感器 方形'],
          specs: [
            spec('M', '螺纹规格', '', opts(['M8', 'M8', '8'], ['M12', 'M12', '12'], ['M18', 'M18', '18', 1.2], ['M30', 'M30', '30', 1.4]), [1, 3]),
            spec('DIST', '检测距离', 'mm', nums(1, 2, 4, 5, 8, 10, 15), [2, 3]),
            output,
            spec('NC', '输出状态', '', opts(['A', '常开', 'A'], ['B', '常闭', 'B']), [1, 2], { priceStep: 0 }),
          ],
          pn: '{S}{M}-{DIST}{O}{NC}', price: [60, 220], breaks: [1, 5, 10, 20], desc: '电感式接近开关，检测金属物体，无接触、寿命长。',
        },
        {
          code: 'M080103', name: '光纤传感器', series: 20, brands: ['GPH', 'OMRON', 'KEYENCE', 'PANASONIC'],
          stems: ['PFB', 'PFBA'], brandStems: { OMRON: ['E3X-HD', 'E32-'], KEYENCE: ['FS-N', 'FU-'], PANASONIC: ['FX-5', 'FD-'] },
          names: ['光纤放大器', '光纤传感器 对射型光纤', '光纤传感器 反射型光纤'],
          specs: [spec('CH', '型号规格', '', opts(['10', '标准型', '10'], ['11', '高功能型', '11', 1.3], ['41', '省配线型', '41', 1.2]), [1, 3], { priceStep: 0 }), output],
          pn: '{S}{CH}{O}', price: [260, 680], breaks: [1, 5, 10, 20], desc: '可检测微小物体，数字显示受光量。',
        },
      ],
    },
    {
      code: 'M0802',
      name: '开关/按钮',
      children: [
        {
          code: 'M080201', name: '按钮开关', series: 26, brands: ['GPH', 'IDEC', 'SCHNEIDER', 'CHINT', 'DELIXI', 'OMRON'],
          stems: ['PBS', 'PBSL'], brandStems: { IDEC: ['YW1B-', 'LW'], SCHNEIDER: ['XB2-', 'XA2-'], CHINT: ['NP2-', 'NP4-'], DELIXI: ['LAY5-', 'LAY39-'], OMRON: ['A22N-'] },
          names: ['按钮开关 平头自复位', '按钮开关 带灯型', '急停按钮 蘑菇头', '旋钮开关 二档'],
          specs: [
            spec('H', '安装孔径', 'mm', nums(16, 22, 25, 30), [1, 2]),
            spec('COL', '颜色', '', opts(['R', '红色', 'R'], ['G', '绿色', 'G'], ['Y', '黄色', 'Y'], ['S', '蓝色', 'S'], ['B', '黑色', 'B'], ['W', '白色', 'W']), [3, 6], { scatter: true, priceStep: 0 }),
            spec('K', '触点构成', '', opts(['10', '1常开', '10'], ['01', '1常闭', '01'], ['11', '1常开1常闭', '11', 1.2]), [1, 3], { priceStep: 0 }),
          ],
          pn: '{S}{H}{COL}{K}', price: [12, 40], breaks: [1, 10, 50, 100], desc: 'IP65 防护，面板安装型控制按钮。',
        },
        {
          code: 'M080202', name: '微动开关', series: 20, brands: ['GPH', 'OMRON', 'PANASONIC'],
          stems: ['PMS', 'PMSR'], brandStems: { OMRON: ['V-15-', 'D2F-', 'SS-'], PANASONIC: ['AV4', 'ABV'] },
          names: ['微动开关 基本型', '微动开关 滚轮杠杆型', '微动开关 超小型'],
          specs: [spec('F', '动作力', 'N', nums(0.5, 1, 1.5, 2, 3), [1, 3], { priceStep: 0 }), spec('A', '执行器', '', opts(['P', '按钮型', '1'], ['L', '铰链杠杆型', '2'], ['R', '滚轮杠杆型', '3', 1.2]), [1, 3], { priceStep: 0 })],
          pn: '{S}{F}{A}', price: [6, 28], breaks: [1, 10, 50, 100], desc: '小行程快速动作，用于位置检测。',
        },
      ],
    },
    {
      code: 'M0803',
      name: '电源/继电器/断路器',
      children: [
        {
          code: 'M080301', name: '开关电源', series: 24, brands: ['GPH', 'MEANWELL', 'OMRON', 'DELIXI', 'PHOENIX'],
          stems: ['PSU', 'PSUD'], brandStems: { MEANWELL: ['LRS', 'RS', 'NES', 'HDR'], OMRON: ['S8VK-C', 'S8FS-C'], DELIXI: ['S-', 'CDKU-S'], PHOENIX: ['QUINT-PS', 'UNO-PS'] },
          names: ['开关电源 单组输出 机壳型', '开关电源 导轨安装型', '开关电源 超薄型'],
          specs: [spec('W', '输出功率', 'W', nums(15, 35, 50, 75, 100, 150, 200, 350, 600), [3, 6], { priceStep: 0.18 }), spec('V', '输出电压', 'V', nums(5, 12, 15, 24, 36, 48), [2, 4], { priceStep: 0 })],
          pn: '{S}-{W}-{V}', price: [45, 120], breaks: [1, 5, 10, 20], desc: 'AC 输入 DC 输出，带过载、过压保护。',
        },
        {
          code: 'M080302', name: '中间继电器', series: 24, brands: ['GPH', 'OMRON', 'IDEC', 'SCHNEIDER', 'CHINT', 'PANASONIC'],
          stems: ['PRY', 'PRYS'], brandStems: { OMRON: ['MY2N-', 'MY4N-', 'G2R-'], IDEC: ['RJ', 'RU'], SCHNEIDER: ['RXM', 'RSB'], CHINT: ['JZX-22F', 'NXJ-'], PANASONIC: ['HC', 'JW'] },
          names: ['中间继电器 小型', '中间继电器 带指示灯', '继电器 带底座套装'],
          specs: [spec('C', '触点数', '', opts(['2', '2组转换', '2C'], ['4', '4组转换', '4C', 1.3]), [1, 2], { priceStep: 0 }), spec('V', '线圈电压', '', opts(['DC24V', 'DC24V', 'D24'], ['AC220V', 'AC220V', 'A220'], ['DC12V', 'DC12V', 'D12'], ['AC110V', 'AC110V', 'A110']), [2, 4], { priceStep: 0 })],
          pn: '{S}{C}-{V}', price: [12, 40], breaks: [1, 10, 50, 100], desc: '用于控制回路中信号的放大与转换。',
        },
        {
          code: 'M080303', name: '小型断路器', series: 26, brands: ['GPH', 'SCHNEIDER', 'CHINT', 'DELIXI', 'MITSUBISHI'],
          stems: ['PCB', 'PCBL'], brandStems: { SCHNEIDER: ['iC65N-', 'EA9AN'], CHINT: ['NXB-63-', 'DZ47-60-'], DELIXI: ['CDB6i-', 'DZ47S-'], MITSUBISHI: ['BH-D6-', 'BH-D10-'] },
          names: ['小型断路器', '小型断路器 带漏电保护', '小型断路器 直流型'],
          specs: [
            spec('P', '极数', '', opts(['1P', '1P', '1P'], ['2P', '2P', '2P', 1.9], ['3P', '3P', '3P', 2.8], ['4P', '4P', '4P', 3.6]), [2, 4], { priceStep: 0 }),
            spec('CUR', '脱扣曲线', '', opts(['C', 'C型', 'C'], ['D', 'D型', 'D', 1.1]), [1, 2], { priceStep: 0 }),
            spec('I', '额定电流', 'A', nums(1, 2, 3, 4, 6, 10, 16, 20, 25, 32, 40, 50, 63), [5, 9], { priceStep: 0.03 }),
          ],
          pn: '{S}{P}{CUR}{I}', price: [14, 36], breaks: [1, 10, 50, 100], desc: '导轨安装，用于配电线路的过载与短路保护。',
        },
      ],
    },
    {
      code: 'M0804',
      name: '线缆/端子',
      children: [
        {
          code: 'M080401', name: '控制电缆', series: 22, brands: ['GPH', 'IGUS', 'PHOENIX'],
          stems: ['PCV', 'PCVS', 'PCVR'], brandStems: { IGUS: ['CF5-', 'CF9-', 'CF130-'], PHOENIX: ['SAC-'] },
          names: ['拖链电缆 高柔性', '控制电缆 PVC护套', '屏蔽控制电缆'],
          specs: [
            spec('A', '截面积', 'mm²', nums(0.3, 0.5, 0.75, 1, 1.5, 2.5), [2, 4], { priceStep: 0.3 }),
            spec('N', '芯数', '芯', nums(2, 3, 4, 5, 6, 8, 10, 12, 16, 20), [3, 6], { priceStep: 0.12 }),
            spec('L', '长度', 'm', nums(1, 2, 3, 5, 10, 20, 50, 100), [2, 4], { priceStep: 0.5 }),
          ],
          pn: '{S}{A}-{N}-{L}', price: [4, 10], breaks: [1, 10, 50, 100], desc: '耐弯曲、耐油，适用于拖链等移动场合。',
        },
        {
          code: 'M080402', name: '接线端子台', series: 22, brands: ['GPH', 'PHOENIX', 'WEIDMULLER', 'CHINT'],
          stems: ['PTB', 'PTBG'], brandStems: { PHOENIX: ['UK', 'PT', 'ST'], WEIDMULLER: ['WDU', 'ZDU', 'A2C'], CHINT: ['TB-', 'TD-'] },
          names: ['接线端子 螺钉连接', '接线端子 弹簧连接', '接线端子 接地型'],
          specs: [spec('A', '额定截面积', 'mm²', nums(1.5, 2.5, 4, 6, 10, 16, 35), [3, 5], { priceStep: 0.2 }), spec('COL', '颜色', '', opts(['GY', '灰色', ''], ['BU', '蓝色', 'BU'], ['YE', '黄绿色', 'PE', 1.5]), [1, 3], { scatter: true, priceStep: 0 })],
          pn: '{S}{A}{COL}', price: [1.5, 5], breaks: [1, 10, 50, 100], desc: 'DIN 导轨安装接线端子。',
        },
      ],
    },
  ],
};
