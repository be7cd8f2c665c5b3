/** QUOTE_ANSWER_DELAY_MS: how long after a request the pricing step answers its special-order lines (default 60 s). */
export function quoteAnswerDelayMs(): number {
  const n = Number(process.env.QUOTE_ANSWER_DELAY_MS);
  return process.env.QUOTE_ANSWER_DELAY_MS !== undefined && Number.isInteger(n) && n >= 0 ? n : 60_000;
}
