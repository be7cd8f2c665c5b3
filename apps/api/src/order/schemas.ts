import { pagingProperties, query, text } from '../http/commonQuery';

export const orderSlipSearchSchema = { querystring: query({ orderSlipNumber: text(32), ...pagingProperties }) };
export const orderAuthCheckSchema = {
  querystring: query({ soSlipNumber: text(32, 1), soLineNumber: text(8) }, ['soSlipNumber']),
};
