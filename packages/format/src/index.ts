export { fenToYuan, formatFen, formatFromYuan, formatYuan, lineTotalYuan, yuanToFen, type Fen } from './money';
export { chinaDate, chinaDateTime } from './date';
export { formatCount, groupThousands } from './number';
