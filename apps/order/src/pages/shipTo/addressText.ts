import type { ShipTo } from '@shop/api-clients/shipTo/types';

/** The street address as a label prints it: province, city (once when the province is a city), district, street. */
export function fullAddress(a: Pick<ShipTo, 'province' | 'city' | 'district' | 'address'>): string {
  const city = a.city === a.province ? '' : a.city;
  return [a.province, city, a.district, a.address].filter(Boolean).join(' ');
}

/** The receiver's organisation line: company and department. */
export function organisation(a: Pick<ShipTo, 'companyName' | 'department'>): string {
  return [a.companyName, a.department].filter(Boolean).join(' ');
}

/** Numbers in monospace so that digits line up in the table. */
export const DIGITS_STYLE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', whiteSpace: 'nowrap' } as const;
