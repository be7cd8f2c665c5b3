// @shop/shared-ui/notify: the 3-second global notice (antd message only), light enough for any page's start-up.
export * from '../notify';
