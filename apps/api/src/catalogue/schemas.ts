import { commonQueryProperties, pagingProperties } from '../http/commonQuery';

const code = { type: 'string', maxLength: 64 } as const;
const keyword = { type: 'string', minLength: 1, maxLength: 100 } as const;

const query = <P extends Record<string, unknown>>(properties: P, required: string[] = []) => ({
  type: 'object',
  properties: { ...commonQueryProperties, ...properties },
  required,
});

export const categorySearchSchema = { querystring: query({ categoryCode: code }) };
export const brandSearchSchema = { querystring: query({}) };
export const seriesSearchSchema = {
  querystring: query({ seriesCode: code, categoryCode: code, brandCode: { type: 'string', maxLength: 1000 }, ...pagingProperties }),
};
export const partNumberSearchSchema = {
  querystring: query({
    seriesCode: code,
    partNumber: { type: 'string', maxLength: 100 },
    specFilter: { type: 'string', maxLength: 4000 },
    ...pagingProperties,
  }),
};
export const suggestSchema = { querystring: query({ keyword }, ['keyword']) };
export const fullTextSearchSchema = { querystring: query({ keyword, ...pagingProperties }, ['keyword']) };

export const priceCheckSchema = {
  querystring: query({}),
  body: {
    type: 'object',
    required: ['partNumberList'],
    properties: {
      sessionId: commonQueryProperties.sessionId,
      partNumberList: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        items: {
          type: 'object',
          required: ['partNumber', 'quantity'],
          properties: {
            partNumber: { type: 'string', minLength: 1, maxLength: 100 },
            quantity: { type: 'integer', minimum: 1, maximum: 999999 },
          },
        },
      },
    },
  },
};
