import { body, pagingProperties, query, text } from '../http/commonQuery';

const code = text(64);
const keyword = text(100, 1);

export const categorySearchSchema = { querystring: query({ categoryCode: code }) };
export const brandSearchSchema = { querystring: query({}) };
export const seriesSearchSchema = {
  querystring: query({ seriesCode: code, categoryCode: code, brandCode: text(1000), ...pagingProperties }),
};
export const partNumberSearchSchema = {
  querystring: query({
    seriesCode: code,
    partNumber: text(100),
    specFilter: text(4000),
    ...pagingProperties,
  }),
};
export const suggestSchema = { querystring: query({ keyword }, ['keyword']) };
export const fullTextSearchSchema = { querystring: query({ keyword, ...pagingProperties }, ['keyword']) };

export const priceCheckSchema = {
  querystring: query({}),
  body: body(
    {
      partNumberList: {
        type: 'array',
        minItems: 1,
        maxItems: 200,
        items: {
          type: 'object',
          required: ['partNumber', 'quantity'],
          properties: {
            partNumber: text(100, 1),
            quantity: { type: 'integer', minimum: 1, maximum: 999999 },
          },
        },
      },
    },
    ['partNumberList'],
  ),
};
