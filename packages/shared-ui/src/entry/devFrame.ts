// @shop/shared-ui/dev-frame: the minimal frame a remote runs in alone (`pnpm --filter <app> dev`), never in the shop.
export * from '../DevFrame';
export * from '../mountStandalone';
