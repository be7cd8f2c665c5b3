import { useState, type ChangeEvent, type FocusEvent } from 'react';
import Input, { type InputProps } from 'antd/es/input';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { checkInputOnBlur, truncateToMaxLength, validate, type InputCheckKind, type ValidateOptions } from '@shop/validation';

/** On-blur check kinds of SPEC §5; 'tel' is short for 'telephone'. */
export type OnBlurCheck = InputCheckKind | 'tel';

export interface ClearableInputProps extends Omit<
  InputProps,
  'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'allowClear' | 'status' | 'suffix'
> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** a rule string for validate() of @shop/validation, e.g. 'required|max:20|tel' */
  rule?: string;
  /** parameters for `rule` by rule name, e.g. { max: 20 } */
  ruleParams?: ValidateOptions['params'];
  /** field name in the generic invalid-rule message */
  field?: string;
  /** the input component's own on-blur check (telephone, mobile, email, contact name, contact phone); runs before `rule` */
  check?: OnBlurCheck;
  /** truncates longer input (by characters, never splitting one) */
  maxLength?: number;
  /** a message from outside (e.g. the form's submit check); shown instead of the input's own */
  error?: string | null;
  /** called with the message (or null) each time the input checks itself on blur */
  onValidate?: (message: string | null) => void;
}

export function checkValue(
  value: string,
  check: OnBlurCheck | undefined,
  rule: string | undefined,
  options: ValidateOptions,
): string | null {
  if (check) {
    const message = checkInputOnBlur(check === 'tel' ? 'telephone' : check, value);
    if (message) return message;
  }
  return rule ? validate(value, rule, options) : null;
}

/**
 * Text input with a clear button and a green tick when the value passes its check. The check's Chinese message
 * shows on blur and disappears as soon as the value is fixed.
 */
export function ClearableInput({
  value,
  defaultValue = '',
  onChange,
  rule,
  ruleParams,
  field,
  check,
  maxLength,
  error,
  onValidate,
  onBlur,
  ...rest
}: ClearableInputProps) {
  const [inner, setInner] = useState(defaultValue);
  const [shown, setShown] = useState<string | null>(null);
  const current = value ?? inner;
  const options: ValidateOptions = { field, params: ruleParams };
  const run = (v: string) => checkValue(v, check, rule, options);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = maxLength !== undefined ? truncateToMaxLength(e.target.value, maxLength) : e.target.value;
    if (value === undefined) setInner(next);
    onChange?.(next);
    if (shown !== null) setShown(run(next));
  };
  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const message = run(current);
    setShown(message);
    onValidate?.(message);
    onBlur?.(e);
  };

  const message = error ?? shown;
  const hasChecks = check !== undefined || rule !== undefined;
  const verified = hasChecks && current !== '' && !error && run(current) === null;
  return (
    <div className="shop-clearable-input">
      <Input
        {...rest}
        value={current}
        onChange={handleChange}
        onBlur={handleBlur}
        status={message ? 'error' : undefined}
        aria-invalid={message ? true : undefined}
        allowClear={{ clearIcon: <CloseCircleFilled aria-label="清除" /> }}
        // always rendered: adding or removing a suffix would remount the input and lose focus
        suffix={
          <span style={{ display: 'inline-flex', width: 14 }}>
            {verified ? <CheckCircleFilled aria-label="校验通过" data-testid="verify-tick" style={{ color: '#52c41a' }} /> : null}
          </span>
        }
      />
      {message ? (
        <div role="alert" style={{ color: '#ff4d4f', fontSize: 12, lineHeight: '20px' }}>
          {message}
        </div>
      ) : null}
    </div>
  );
}
