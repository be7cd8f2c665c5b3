export interface BrandDef {
  code: string;
  name: string;
  nameEn: string;
  own?: boolean;
  /** letters put in front of default series stems so two brands never share a series code */
  prefix: string;
}

/** The shop's own brand first; the rest are real makers the shop resells. */
export const OWN_BRAND_CODE = 'GPH';

export const BRANDS: readonly BrandDef[] = [
  { code: 'GPH', name: '工品汇', nameEn: 'GONGPIN', own: true, prefix: '' },
  { code: 'YHD', name: '怡合达', nameEn: 'YIHEDA', prefix: 'Y' },
  { code: 'NSK', name: 'NSK 日本精工', nameEn: 'NSK', prefix: 'NS' },
  { code: 'THK', name: 'THK', nameEn: 'THK', prefix: 'TK' },
  { code: 'HIWIN', name: '上银 HIWIN', nameEn: 'HIWIN', prefix: 'HW' },
  { code: 'PMI', name: '银泰 PMI', nameEn: 'PMI', prefix: 'PM' },
  { code: 'TBI', name: '全球传动 TBI', nameEn: 'TBI MOTION', prefix: 'TB' },
  { code: 'IKO', name: 'IKO 日本东晟', nameEn: 'IKO', prefix: 'IK' },
  { code: 'NTN', name: 'NTN', nameEn: 'NTN', prefix: 'NT' },
  { code: 'KOYO', name: '光洋 KOYO', nameEn: 'KOYO', prefix: 'KY' },
  { code: 'SKF', name: '斯凯孚 SKF', nameEn: 'SKF', prefix: 'SK' },
  { code: 'HRB', name: '哈轴 HRB', nameEn: 'HRB', prefix: 'HR' },
  { code: 'ZWZ', name: '瓦轴 ZWZ', nameEn: 'ZWZ', prefix: 'ZW' },
  { code: 'LYC', name: '洛轴 LYC', nameEn: 'LYC', prefix: 'LY' },
  { code: 'CU', name: '人本 C&U', nameEn: 'C&U', prefix: 'CU' },
  { code: 'SMC', name: 'SMC', nameEn: 'SMC', prefix: 'SM' },
  { code: 'AIRTAC', name: '亚德客 AirTAC', nameEn: 'AIRTAC', prefix: 'AT' },
  { code: 'FESTO', name: '费斯托 FESTO', nameEn: 'FESTO', prefix: 'FE' },
  { code: 'CKD', name: '喜开理 CKD', nameEn: 'CKD', prefix: 'CK' },
  { code: 'CHELIC', name: '气立可 CHELIC', nameEn: 'CHELIC', prefix: 'CL' },
  { code: 'TAIYO', name: '太阳铁工 TAIYO', nameEn: 'TAIYO', prefix: 'TY' },
  { code: 'OMRON', name: '欧姆龙 OMRON', nameEn: 'OMRON', prefix: 'OM' },
  { code: 'KEYENCE', name: '基恩士 KEYENCE', nameEn: 'KEYENCE', prefix: 'KE' },
  { code: 'PANASONIC', name: '松下 Panasonic', nameEn: 'PANASONIC', prefix: 'PA' },
  { code: 'SICK', name: '西克 SICK', nameEn: 'SICK', prefix: 'SI' },
  { code: 'AUTONICS', name: '奥托尼克斯 Autonics', nameEn: 'AUTONICS', prefix: 'AU' },
  { code: 'IDEC', name: '和泉 IDEC', nameEn: 'IDEC', prefix: 'ID' },
  { code: 'MITSUBISHI', name: '三菱电机 MITSUBISHI', nameEn: 'MITSUBISHI ELECTRIC', prefix: 'MI' },
  { code: 'SCHNEIDER', name: '施耐德 Schneider', nameEn: 'SCHNEIDER ELECTRIC', prefix: 'SE' },
  { code: 'CHINT', name: '正泰 CHINT', nameEn: 'CHINT', prefix: 'CT' },
  { code: 'DELIXI', name: '德力西 DELIXI', nameEn: 'DELIXI', prefix: 'DX' },
  { code: 'MEANWELL', name: '明纬 MEAN WELL', nameEn: 'MEAN WELL', prefix: 'MW' },
  { code: 'PHOENIX', name: '菲尼克斯 PHOENIX CONTACT', nameEn: 'PHOENIX CONTACT', prefix: 'PX' },
  { code: 'WEIDMULLER', name: '魏德米勒 Weidmuller', nameEn: 'WEIDMULLER', prefix: 'WD' },
  { code: 'GATES', name: '盖茨 Gates', nameEn: 'GATES', prefix: 'GT' },
  { code: 'MITSUBOSHI', name: '三星皮带 MITSUBOSHI', nameEn: 'MITSUBOSHI', prefix: 'MB' },
  { code: 'TSUBAKI', name: '椿本 TSUBAKI', nameEn: 'TSUBAKI', prefix: 'TS' },
  { code: 'KHK', name: '小原齿轮 KHK', nameEn: 'KHK GEARS', prefix: 'KH' },
  { code: 'NBK', name: '锅屋 NBK', nameEn: 'NBK', prefix: 'NB' },
  { code: 'IGUS', name: '易格斯 igus', nameEn: 'IGUS', prefix: 'IG' },
  { code: 'JINYI', name: '晋亿 JINYI', nameEn: 'JINYI', prefix: 'JY' },
  { code: 'DONGMING', name: '东明 DONGMING', nameEn: 'DONGMING', prefix: 'DM' },
  { code: 'UNBRAKO', name: '安布拉科 UNBRAKO', nameEn: 'UNBRAKO', prefix: 'UB' },
  { code: 'LEESPRING', name: '利弹簧 Lee Spring', nameEn: 'LEE SPRING', prefix: 'LS' },
  { code: 'JMA', name: '坚美 JMA', nameEn: 'JMA', prefix: 'JM' },
  { code: 'HL', name: '哈量', nameEn: 'HARBIN MEASURING', prefix: 'HL' },
  { code: 'MITUTOYO', name: '三丰 Mitutoyo', nameEn: 'MITUTOYO', prefix: 'MT' },
  { code: 'GUILIANG', name: '桂量 GUILIN', nameEn: 'GUILIN MEASURING', prefix: 'GL' },
];
