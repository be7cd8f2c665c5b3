import { commonQueryProperties, pagingProperties, text } from '../http/commonQuery';

const query = <P extends Record<string, unknown>>(properties: P, required: string[] = []) => ({
  type: 'object',
  properties: { ...commonQueryProperties, ...properties },
  required,
});

export const orderSlipSearchSchema = { querystring: query({ orderSlipNumber: text(32), ...pagingProperties }) };
export const orderAuthCheckSchema = {
  querystring: query({ soSlipNumber: text(32, 1), soLineNumber: text(8) }, ['soSlipNumber']),
};
