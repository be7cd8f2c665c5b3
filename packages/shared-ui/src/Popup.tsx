import type { ReactNode } from 'react';
import Modal from 'antd/es/modal';
import Button from 'antd/es/button';
import { LoadingOverlay } from './LoadingOverlay';
import { Z_INDEX_MODAL } from './zIndex';

export interface PopupProps {
  open: boolean;
  /** default 提示 */
  title?: ReactNode;
  /** the close button (×), the mask and Esc */
  onClose: () => void;
  children?: ReactNode;
  /** show a 我知道了 button in the footer */
  showOkButton?: boolean;
  /** what 我知道了 does; default onClose */
  onOk?: () => void;
  /** text of the footer button; default 我知道了 */
  okText?: string;
  /** a spinner over the body, blocking it, e.g. while the popup's data loads */
  loading?: boolean;
  /** replaces the whole footer (wins over showOkButton) */
  footer?: ReactNode;
  width?: number;
  zIndex?: number;
  /** keep the body's state when hidden; by default it unmounts on close */
  keepMounted?: boolean;
}

/** The shop's reusable popup (SPEC §2): title 提示 unless given, a close button, optional 我知道了 and loading. */
export function Popup({
  open,
  title = '提示',
  onClose,
  children,
  showOkButton = false,
  onOk,
  okText = '我知道了',
  loading = false,
  footer,
  width = 420,
  zIndex = Z_INDEX_MODAL,
  keepMounted = false,
}: PopupProps) {
  const okFooter = showOkButton ? (
    <Button type="primary" onClick={onOk ?? onClose}>
      {okText}
    </Button>
  ) : null;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      closable
      width={width}
      zIndex={zIndex}
      centered
      destroyOnHidden={!keepMounted}
      footer={footer !== undefined ? footer : okFooter}
    >
      <div style={{ position: 'relative', minHeight: loading ? 80 : undefined }}>
        {children}
        <LoadingOverlay loading={loading} />
      </div>
    </Modal>
  );
}
