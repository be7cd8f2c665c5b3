// @shop/shared-ui/company: the guard that shows the company-registration nudge before a customer without a company
// orders or quotes. The modal itself (antd Modal) is fetched when the guard first runs.
export * from '../company/useCompanyNudge';
