import { body, pagingProperties, query, text } from '../http/commonQuery';

/**
 * Shapes only, with generous caps that keep junk out. The limits a customer can run into (reason, quantity,
 * description and comment length, rating range) are checked in service.ts after the order-authorisation check,
 * with the Chinese messages of CimMessages.
 */

const APPLY_STATUSES = ['PENDING', 'APPROVED', 'RETURNING', 'REFUNDING', 'COMPLETED', 'CANCELLED'];

export const reasonsSchema = { querystring: query({}) };

export const applyCreateSchema = {
  querystring: query({}),
  body: body(
    {
      soSlipNumber: text(32, 1),
      soLineNumber: text(8, 1),
      reasonCode: text(16),
      quantity: { type: 'number' },
      description: text(4000),
    },
    ['soSlipNumber', 'soLineNumber'],
  ),
};

export const applySearchSchema = {
  querystring: query({ applyNum: text(32), soSlipNumber: text(32), status: { type: 'string', enum: APPLY_STATUSES }, ...pagingProperties }),
};

export const applyDetailSchema = { querystring: query({ applyNum: text(32, 1) }, ['applyNum']) };

export const satisfactionSchema = {
  querystring: query({}),
  body: body({ applyNum: text(32, 1), rating: { type: 'number' }, comment: text(2000) }, ['applyNum']),
};
