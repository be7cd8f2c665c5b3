/**
 * Request ids whose confirmation runs in this process right now, so the poll can say PROCESSING rather than
 * NOT_FOUND while the transaction is open. (Another process's run shows as NOT_FOUND until it commits; the client's
 * retry under the same key then gets the idempotency layer's 409 or the stored answer, never a second order.)
 */
export const runningConfirmations = new Set<string>();
