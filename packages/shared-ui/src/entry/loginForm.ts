// @shop/shared-ui/login-form: the member login form (antd Form, Input, Alert), loaded only by pages that show it.
export * from '../login/LoginForm';
