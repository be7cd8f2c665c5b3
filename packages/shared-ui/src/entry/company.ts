// @shop/shared-ui/company: the company-registration nudge shown before a customer without a company orders or quotes.
export * from '../company/CompanyNudgeModal';
export * from '../company/useCompanyNudge';
