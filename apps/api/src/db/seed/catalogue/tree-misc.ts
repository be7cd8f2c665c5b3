import { fixed, nums, opts, range, spec, type CategoryDef } from './templates';

const pinMaterial = fixed('MAT', '材质', opts(['SUJ2', '轴承钢 SUJ2', ''], ['SUS304', '不锈钢 SUS304', '', 1.4], ['S45C', '碳钢 S45C', '', 0.8]), { inName: true });
const springMaterial = fixed('MAT', '材质', opts(['SWP', '琴钢丝 SWP-B', ''], ['SUS304', '不锈钢 SUS304-WPB', '', 1.5]), { inName: true });
const dieSpringLoad = fixed('LOAD', '负荷等级', opts(['L', '轻负荷(黄色)', ''], ['M', '中负荷(蓝色)', '', 1.1], ['H', '重负荷(红色)', '', 1.2], ['B', '极重负荷(绿色)', '', 1.35]), { inName: true });
const profileColor = fixed('COL', '表面处理', opts(['SLV', '银白色阳极氧化', ''], ['BK', '黑色阳极氧化', '', 1.15]));

export const PIN: CategoryDef = {
  code: 'M05',
  name: '定位销/衬套',
  children: [
    {
      code: 'M0501',
      name: '定位销',
      children: [
        {
          code: 'M050101', name: '圆柱定位销', series: 30, brands: ['GPH', 'YHD'],
          stems: ['MSTM', 'MS', 'MSCM'],
          names: ['定位销 圆柱型 公差m6', '定位销 圆柱型 公差h7', '定位销 带内螺纹型'],
          specs: [spec('D', '直径', 'mm', nums(2, 2.5, 3, 4, 5, 6, 8, 10, 12, 13, 16, 20), [4, 8]), spec('L', '长度', 'mm', nums(...range(6, 80, 2)), [6, 12], { priceStep: 0.02 }), pinMaterial],
          pn: '{S}{D}-{L}', price: [1.2, 4], breaks: [1, 10, 100, 500], desc: '精密研磨定位销，用于模具与夹具的定位。',
          attrs: [{ name: '硬度', values: ['HRC58~62', 'HRC50~55'] }],
        },
        {
          code: 'M050102', name: '锥形定位销', series: 16, brands: ['GPH', 'YHD'],
          stems: ['TPN', 'TPNS'],
          names: ['锥形定位销', '锥形定位销 带内螺纹'],
          specs: [spec('D', '小端直径', 'mm', nums(3, 4, 5, 6, 8, 10, 12), [3, 6]), spec('L', '长度', 'mm', nums(...range(10, 80, 5)), [5, 9]), pinMaterial],
          pn: '{S}{D}-{L}', price: [2, 6], breaks: [1, 10, 100, 500], desc: '1:50 锥度，可反复拆装定位。',
        },
        {
          code: 'M050103', name: '带肩定位销', series: 26, brands: ['GPH', 'YHD'],
          stems: ['JPSS', 'JPDS', 'JPRS', 'JPBS'],
          names: ['定位销 带肩 直杆型', '定位销 带肩 锥头型', '定位销 带肩 菱形头型', '定位销 带肩 球头型'],
          specs: [spec('D', '定位径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 13, 16), [4, 7]), spec('L', '定位长', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 15), [3, 6]), pinMaterial],
          pn: '{S}{D}-{L}', price: [6, 14], breaks: [1, 10, 50, 100], desc: '带肩结构便于压入安装，用于夹具工件定位。',
        },
      ],
    },
    {
      code: 'M0502',
      name: '衬套',
      children: [
        {
          code: 'M050201', name: '定位衬套', series: 22, brands: ['GPH', 'YHD'],
          stems: ['JBA', 'JBB', 'JBAS'],
          names: ['定位衬套 直型', '定位衬套 带肩型', '钻套 快换型'],
          specs: [spec('D', '内径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 13, 16, 20), [4, 8]), spec('L', '长度', 'mm', nums(6, 8, 10, 12, 15, 20, 25), [3, 5])],
          pn: '{S}{D}-{L}', price: [5, 14], desc: '与定位销配合使用，提高定位孔耐磨性。',
        },
        {
          code: 'M050202', name: '无油衬套', series: 24, brands: ['GPH', 'YHD', 'IGUS'],
          stems: ['MPBZ', 'OBU', 'MPFZ'], brandStems: { IGUS: ['GSM', 'GFM', 'JSM'] },
          names: ['无油衬套 直型', '无油衬套 带法兰型', '自润滑衬套 工程塑料型'],
          specs: [spec('D', '内径', 'mm', nums(4, 5, 6, 8, 10, 12, 15, 16, 20, 25, 30, 35, 40), [5, 9]), spec('L', '长度', 'mm', nums(5, 6, 8, 10, 12, 15, 20, 25, 30, 40), [3, 6])],
          pn: '{S}{D}-{L}', price: [4, 12], desc: '镶嵌固体润滑剂，免加油，适用于低速重载。',
        },
      ],
    },
  ],
};

export const SPRING: CategoryDef = {
  code: 'M06',
  name: '弹簧',
  children: [
    {
      code: 'M0601',
      name: '压缩弹簧',
      children: [
        {
          code: 'M060101', name: '圆线压缩弹簧', series: 36, brands: ['GPH', 'YHD', 'LEESPRING'],
          stems: ['AWU', 'UL', 'UM', 'UH'], brandStems: { LEESPRING: ['LC', 'LCM'] },
          names: ['压缩弹簧 外径基准', '压缩弹簧 内径基准', '压缩弹簧 两端磨平型'],
          specs: [spec('D', '外径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 25, 30), [4, 7]), spec('L', '自由长', 'mm', nums(...range(5, 100, 5)), [6, 10], { priceStep: 0.02 }), springMaterial],
          pn: '{S}{D}-{L}', price: [1.5, 4], breaks: [1, 10, 50, 200], desc: '圆截面钢丝压缩弹簧，用于缓冲与复位。',
        },
        {
          code: 'M060102', name: '矩形弹簧', series: 30, brands: ['GPH', 'YHD'],
          stems: ['SWL', 'SWM', 'SWH', 'SWB'],
          names: ['矩形弹簧 模具用', '矩形弹簧 长寿命型'],
          specs: [spec('D', '外径', 'mm', nums(8, 10, 12, 14, 16, 18, 20, 22, 25, 27, 30, 35, 40, 50, 60), [4, 7]), spec('L', '自由长', 'mm', nums(...range(20, 300, 10)), [6, 11], { priceStep: 0.02 }), dieSpringLoad],
          pn: '{S}{D}-{L}', price: [3, 8], breaks: [1, 10, 50, 200], desc: '矩形截面模具弹簧，按颜色区分负荷等级。',
        },
      ],
    },
    {
      code: 'M0602',
      name: '拉伸弹簧',
      children: [
        {
          code: 'M060201', name: '拉伸弹簧', series: 24, brands: ['GPH', 'YHD', 'LEESPRING'],
          stems: ['AWT', 'ASU', 'AWTS'], brandStems: { LEESPRING: ['LE', 'LEM'] },
          names: ['拉伸弹簧 圆钩型', '拉伸弹簧 长钩型', '拉伸弹簧 侧钩型'],
          specs: [spec('D', '外径', 'mm', nums(3, 4, 5, 6, 8, 10, 12, 14, 16, 20), [4, 7]), spec('L', '自由长', 'mm', nums(...range(10, 120, 5)), [6, 10], { priceStep: 0.02 }), springMaterial],
          pn: '{S}{D}-{L}', price: [1.8, 5], breaks: [1, 10, 50, 200], desc: '两端带钩，用于拉回与平衡机构。',
        },
      ],
    },
    {
      code: 'M0603',
      name: '其他弹簧',
      children: [
        {
          code: 'M060301', name: '扭转弹簧', series: 18, brands: ['GPH', 'LEESPRING'],
          stems: ['TSRL', 'TSRR'],
          names: ['扭转弹簧 左旋', '扭转弹簧 右旋'],
          specs: [spec('D', '外径', 'mm', nums(4, 5, 6, 8, 10, 12, 15, 18, 20), [4, 7]), spec('N', '圈数', '圈', nums(2, 3, 4, 5, 6, 8), [2, 4]), springMaterial],
          pn: '{S}{D}-{N}', price: [2, 6], breaks: [1, 10, 50, 200], desc: '产生扭矩的螺旋弹簧，用于铰链与复位机构。',
        },
        {
          code: 'M060302', name: '碟形弹簧', series: 18, brands: ['GPH', 'YHD'],
          stems: ['DSW', 'DSPR'],
          names: ['碟形弹簧 A系列', '碟形弹簧 B系列'],
          specs: [spec('D', '外径', 'mm', nums(8, 10, 12.5, 14, 16, 18, 20, 25, 28, 31.5, 35.5, 40, 50, 63, 80, 100), [5, 9]), spec('T', '板厚', 'mm', nums(0.3, 0.4, 0.5, 0.7, 0.8, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6), [2, 3], { scatter: true })],
          pn: '{S}{D}-{T}', price: [1, 5], breaks: [1, 10, 50, 200], desc: '行程小、负荷大，可叠合使用。',
        },
      ],
    },
  ],
};

export const PROFILE: CategoryDef = {
  code: 'M09',
  name: '型材/框架',
  children: [
    {
      code: 'M0901',
      name: '铝型材',
      children: [
        {
          code: 'M090101', name: '欧标铝型材 8系列', series: 26, brands: ['GPH', 'YHD', 'JMA'],
          stems: ['HFS8', 'HFSB8', 'HFSL8'],
          names: ['铝合金型材 8系列 四面槽', '铝合金型材 8系列 轻型', '铝合金型材 8系列 重型'],
          specs: [spec('X', '截面尺寸', 'mm', opts(['40x40', '40x40', '4040'], ['40x80', '40x80', '4080'], ['45x45', '45x45', '4545'], ['45x90', '45x90', '4590'], ['80x80', '80x80', '8080'], ['90x90', '90x90', '9090']), [2, 4], { priceStep: 0.4 }), spec('L', '长度', 'mm', nums(...range(100, 4000, 100)), [8, 14], { priceStep: 0.03 }), profileColor],
          pn: '{S}-{X}-{L}', price: [18, 40], desc: '6063-T5 铝合金挤压型材，槽宽 10mm，用于设备框架与防护罩。',
        },
        {
          code: 'M090102', name: '国标铝型材 6系列', series: 22, brands: ['GPH', 'YHD', 'JMA'],
          stems: ['HFS6', 'HFSB6'],
          names: ['铝合金型材 6系列 四面槽', '铝合金型材 6系列 轻型'],
          specs: [spec('X', '截面尺寸', 'mm', opts(['20x20', '20x20', '2020'], ['20x40', '20x40', '2040'], ['30x30', '30x30', '3030'], ['30x60', '30x60', '3060'], ['60x60', '60x60', '6060']), [2, 4], { priceStep: 0.4 }), spec('L', '长度', 'mm', nums(...range(100, 3000, 100)), [8, 14], { priceStep: 0.03 }), profileColor],
          pn: '{S}-{X}-{L}', price: [8, 22], desc: '槽宽 6/8mm 小型铝型材，用于轻型框架与工作台。',
        },
      ],
    },
    {
      code: 'M0902',
      name: '型材配件',
      children: [
        {
          code: 'M090201', name: '角件', series: 22, brands: ['GPH', 'YHD', 'JMA'],
          stems: ['HBLFS', 'HBLTS', 'HBLSD'],
          names: ['铝型材角件 标准型', '铝型材角件 加强型', '铝型材角件 内置型'],
          specs: [spec('X', '适用型材', '', opts(['20', '20系列', '20'], ['30', '30系列', '30'], ['40', '40系列', '40'], ['45', '45系列', '45'], ['60', '60系列', '60'], ['80', '80系列', '80']), [3, 6]), profileColor],
          pn: '{S}{X}', price: [2, 6], breaks: [1, 10, 50, 200], desc: '用于铝型材直角连接。',
        },
        {
          code: 'M090202', name: 'T型螺母', series: 20, brands: ['GPH', 'YHD'],
          stems: ['HNTT', 'HNKK', 'HNTP'],
          names: ['T型螺母 后装型', 'T型螺母 预装型', 'T型螺母 带弹片型'],
          specs: [spec('G', '适用槽宽', 'mm', nums(6, 8, 10), [1, 3]), spec('M', '螺纹规格', '', opts(['M3', 'M3', '3'], ['M4', 'M4', '4'], ['M5', 'M5', '5'], ['M6', 'M6', '6'], ['M8', 'M8', '8'], ['M10', 'M10', '10']), [3, 5])],
          pn: '{S}{G}-{M}', price: [0.3, 1.2], breaks: [1, 100, 500, 1000], desc: '嵌入铝型材槽内，用于固定附件。',
        },
        {
          code: 'M090203', name: '型材端盖', series: 14, brands: ['GPH', 'YHD'],
          stems: ['HFC', 'HFCS'],
          names: ['型材端盖 尼龙型', '型材端盖 铝合金型'],
          specs: [spec('X', '适用型材', '', opts(['2020', '20x20', '2020'], ['3030', '30x30', '3030'], ['4040', '40x40', '4040'], ['4080', '40x80', '4080'], ['4545', '45x45', '4545']), [3, 5]), profileColor],
          pn: '{S}{X}', price: [0.5, 2], breaks: [1, 10, 100, 500], desc: '封闭型材端面，防尘美观。',
        },
      ],
    },
  ],
};

export const MEASURE: CategoryDef = {
  code: 'M10',
  name: '测量工具',
  children: [
    {
      code: 'M1001',
      name: '卡尺',
      children: [
        {
          code: 'M100101', name: '数显卡尺', series: 18, brands: ['GPH', 'HL', 'MITUTOYO', 'GUILIANG'],
          stems: ['DCL', 'DCLW'], brandStems: { MITUTOYO: ['500-', 'CD-'], HL: ['HLDC', 'HLDW'] },
          names: ['数显卡尺 标准型', '数显卡尺 防水型', '数显卡尺 深度测量型'],
          specs: [spec('R', '测量范围', 'mm', opts(['150', '0~150', '150'], ['200', '0~200', '200'], ['300', '0~300', '300'], ['500', '0~500', '500', 2]), [2, 4], { priceStep: 0.3 }), spec('RES', '分辨率', 'mm', opts(['0.01', '0.01', '']), [1, 1])],
          pn: '{S}{R}', price: [160, 480], breaks: [1, 5, 10, 20], desc: '数显读数，公英制转换，带数据输出接口。',
        },
        {
          code: 'M100102', name: '游标卡尺', series: 14, brands: ['GPH', 'HL', 'MITUTOYO', 'GUILIANG'],
          stems: ['VCL', 'VCLS'], brandStems: { MITUTOYO: ['530-'] },
          names: ['游标卡尺 标准型', '游标卡尺 大量程型'],
          specs: [spec('R', '测量范围', 'mm', opts(['150', '0~150', '150'], ['200', '0~200', '200'], ['300', '0~300', '300'], ['600', '0~600', '600', 2.5], ['1000', '0~1000', '1000', 4]), [2, 4], { priceStep: 0.3 }), spec('RES', '分度值', 'mm', opts(['0.02', '0.02', '-2'], ['0.05', '0.05', '-5']), [1, 2], { scatter: true })],
          pn: '{S}{R}{RES}', price: [60, 180], breaks: [1, 5, 10, 20], desc: '不锈钢游标卡尺，无需电池。',
        },
      ],
    },
    {
      code: 'M1002',
      name: '千分尺',
      children: [
        {
          code: 'M100201', name: '外径千分尺', series: 16, brands: ['GPH', 'HL', 'MITUTOYO', 'GUILIANG'],
          stems: ['OMC', 'DOMC'], brandStems: { MITUTOYO: ['103-', '293-'] },
          names: ['外径千分尺 机械式', '外径千分尺 数显式'],
          specs: [spec('R', '测量范围', 'mm', opts(['25', '0~25', '25'], ['50', '25~50', '50'], ['75', '50~75', '75'], ['100', '75~100', '100'], ['125', '100~125', '125'], ['150', '125~150', '150']), [3, 6], { priceStep: 0.15 })],
          pn: '{S}{R}', price: [120, 420], breaks: [1, 5, 10, 20], desc: '分度值 0.001mm/0.01mm，带测力装置。',
        },
      ],
    },
    {
      code: 'M1003',
      name: '指示表',
      children: [
        {
          code: 'M100301', name: '百分表', series: 14, brands: ['GPH', 'HL', 'MITUTOYO', 'GUILIANG'],
          stems: ['DGI', 'DGID'], brandStems: { MITUTOYO: ['2046A', '543-'] },
          names: ['百分表 标准型', '千分表 高精度型', '数显百分表'],
          specs: [spec('R', '量程', 'mm', opts(['3', '0~3', '3'], ['5', '0~5', '5'], ['10', '0~10', '10'], ['30', '0~30', '30', 1.8], ['50', '0~50', '50', 2.5]), [2, 4], { priceStep: 0.2 })],
          pn: '{S}-{R}', price: [90, 360], breaks: [1, 5, 10, 20], desc: '用于测量工件的尺寸偏差与跳动。',
        },
        {
          code: 'M100302', name: '杠杆百分表', series: 12, brands: ['GPH', 'HL', 'MITUTOYO'],
          stems: ['LDI', 'LDIS'], brandStems: { MITUTOYO: ['513-'] },
          names: ['杠杆百分表 标准型', '杠杆千分表'],
          specs: [spec('R', '量程', 'mm', opts(['0.2', '0~0.2', '02'], ['0.5', '0~0.5', '05'], ['0.8', '0~0.8', '08']), [1, 3])],
          pn: '{S}-{R}', price: [160, 420], breaks: [1, 5, 10, 20], desc: '测杆可摆动，适用于狭小部位的形位误差测量。',
        },
      ],
    },
  ],
};
