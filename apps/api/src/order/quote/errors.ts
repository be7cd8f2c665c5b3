import { QuoteErrorCode, QuoteMessages } from '@shop/api-clients/quote/types';
import { ApiError } from '../../http/errors';

export const quoteNotFound = () => new ApiError(404, QuoteErrorCode.QUOTE_NOT_FOUND, QuoteMessages.NOT_FOUND);
export const quoteForbidden = () => new ApiError(403, QuoteErrorCode.QUOTE_FORBIDDEN, QuoteMessages.FORBIDDEN);
export const notOrderable = (message: string) => new ApiError(409, QuoteErrorCode.QUOTE_NOT_ORDERABLE, message);
