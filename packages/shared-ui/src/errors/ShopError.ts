/** Marks errors across bundles: a remote built with its own copy of this file still produces recognisable errors. */
const SHOP_ERROR_BRAND = Symbol.for('shop.ShopError');

/**
 * An error whose message is meant for the customer (Chinese). Throwing one that nobody catches shows it in the
 * global error dialog instead of failing silently.
 */
export class ShopError extends Error {
  readonly code?: string;
  readonly [SHOP_ERROR_BRAND] = true;

  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ShopError';
    this.code = options.code;
  }
}

export function isShopError(value: unknown): value is ShopError {
  return value instanceof ShopError || (typeof value === 'object' && value !== null && SHOP_ERROR_BRAND in value);
}
