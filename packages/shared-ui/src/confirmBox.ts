import type { ReactNode } from 'react';
import Modal from 'antd/es/modal';
import { withAppApi } from './appApi';
import { Z_INDEX_MODAL } from './zIndex';

export interface ConfirmBoxOptions {
  /** default 提示 */
  title?: ReactNode;
  content: ReactNode;
  /** may return a promise: the box shows a spinner on 确定 and closes once it settles successfully */
  onOk?: () => unknown;
  onCancel?: () => void;
  okText?: string;
  cancelText?: string;
  /** red 确定 for destructive actions */
  danger?: boolean;
}

/**
 * Generic confirm box (确定 / 取消). Resolves true when 确定 succeeded, false when cancelled or closed. When onOk
 * rejects, the box stays open (antd's behaviour) and the rejection stays unhandled, so a ShopError reaches the
 * global error dialog.
 */
export function confirmBox(options: ConfirmBoxOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    withAppApi((api) =>
      (api?.modal.confirm ?? Modal.confirm)({
        title: options.title ?? '提示',
        content: options.content,
        okText: options.okText ?? '确定',
        cancelText: options.cancelText ?? '取消',
        okButtonProps: options.danger ? { danger: true } : undefined,
        zIndex: Z_INDEX_MODAL,
        onOk: async () => {
          await options.onOk?.();
          resolve(true);
        },
        onCancel: () => {
          options.onCancel?.();
          resolve(false);
        },
      }),
    );
  });
}
