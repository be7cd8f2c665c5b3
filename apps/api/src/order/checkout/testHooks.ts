import type { Orm } from '../../db/client';

/**
 * Where the exactly-once tests stop a confirmation half-way ("the API killed during a confirmation"): inside the
 * transaction after every row is written but before it commits, and after the commit before the answer. Unset in
 * production; set only by apps/api/src/order/checkout tests.
 */
export interface ConfirmTestHooks {
  beforeCommit?: (tx: Orm, orderSlipNumber: string) => Promise<void>;
  afterCommit?: (orderSlipNumber: string) => Promise<void>;
}

export const confirmTestHooks: ConfirmTestHooks = {};
