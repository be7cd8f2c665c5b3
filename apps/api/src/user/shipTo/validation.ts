import { checkMobileInput, validateFields } from '@shop/validation';
import { SHIP_TO_FIELDS, SHIP_TO_RULES, ShipToMessages, shipToFieldMessage, type ShipToField } from '@shop/api-clients/shipTo/types';
import { ApiError, ApiErrorCode } from '../../http/errors';

export type ShipToValues = Record<ShipToField, string>;

const invalid = (message: string) => new ApiError(400, ApiErrorCode.INVALID_PARAM, message);

/**
 * The form's rules (SHIP_TO_RULES, SPEC §5 zipCode / tel, the input rule for mobile) run again on the server, so a
 * request that skips the form gets the same Chinese words, field by field in form order; then at least one phone
 * number, which the label's carrier needs.
 */
export function checkShipTo(values: ShipToValues): void {
  const errors = validateFields(values, SHIP_TO_RULES);
  for (const field of SHIP_TO_FIELDS) {
    const message = errors[field] ?? (field === 'mobile' ? checkMobileInput(values.mobile) : null);
    if (message) throw invalid(shipToFieldMessage(field, message));
  }
  if (values.tel === '' && values.mobile === '') throw invalid(ShipToMessages.PHONE_REQUIRED);
}
