// @shop/shared-ui/dialogs: modal dialogs (antd Modal), loaded when a page or the shell shows one.
export * from '../errors/GlobalErrorDialog';
export * from '../confirmBox';
export * from '../LoadingOverlay';
export * from '../Popup';
export * from '../company/CompanyNudgeModal';
