/**
 * The quote part of the order family. Checkout (order/checkout) orders a quote with acceptQuoteForOrder and
 * markQuoteOrdered in its confirmation transaction; the PDF download reads a quote with findQuoteForCaller.
 */
export { acceptQuoteForOrder, markQuoteOrdered, type AcceptedQuote, type AcceptedQuoteLine } from './forOrder';
export { answerQuote, requestedQuoteNumbers, QUOTE_ANSWER_JOB } from './answer';
export { confirmQuote, quoteConfirmResult, quoteRequestId } from './confirm';
export { expireQuotes } from './expiry';
export { countQuotes, findQuoteForCaller, getQuote, searchQuotes } from './read';
export { linesOf, toQuoteSlip } from './toQuoteSlip';
