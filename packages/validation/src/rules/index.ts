export type { RuleResult } from './types';
export { required } from './required';
export { max, min } from './length';
export { tel, isMainlandMobile, MAINLAND_MOBILE_PATTERN } from './tel';
export { zipCode } from './zipCode';
export {
  customerOrderItemBranchNumber,
  customerOrderItemBranchNumberWithLocalCharacter,
  procurementCustomerOrderItemBranchNumber,
  procurementCustomerOrderItemBranchNumberWithLocalCharacter,
  BRANCH_NUMBER_SYMBOLS,
  PROCUREMENT_EXTRA_SYMBOLS,
  LOCAL_FORBIDDEN_ASCII,
  PROCUREMENT_LOCAL_FORBIDDEN_ASCII,
} from './branchNumber';
export { isNecSpecialCharacter, isUnstorableCodePoint } from './specialCharacters';
export { taxNo, taxNoDisable, newTaxNo } from './taxNo';
export { openingBank, bankAccount } from './bank';
export { email, EMAIL_PATTERN } from './email';
export { quantity } from './quantity';
