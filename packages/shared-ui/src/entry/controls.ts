// @shop/shared-ui/controls: form controls with the shop's behaviour (throttled button, clearable input, tooltip).
export * from '../ThrottledButton';
export * from '../ShopTooltip';
export * from '../ClearableInput';
