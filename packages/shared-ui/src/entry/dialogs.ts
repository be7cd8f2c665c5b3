// @shop/shared-ui/dialogs: modal dialogs and notices (antd Modal, message), loaded when a page or the shell shows one.
export * from '../errors/GlobalErrorDialog';
export * from '../notify';
export * from '../confirmBox';
export * from '../LoadingOverlay';
export * from '../Popup';
