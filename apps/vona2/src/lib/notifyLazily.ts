import type { NotifyType } from '@shop/shared-ui/notify';

/**
 * notify() from '@shop/shared-ui/notify', fetched with the first notice: the order buttons are the only callers on the
 * detail page, and a first visit need not download it for them.
 */
export function notifyLazily(content: string, type?: NotifyType): void {
  void import('@shop/shared-ui/notify').then(({ notify }) => notify(content, type));
}
