import type { Orm } from '../db/client';

/**
 * Quantity per line of one order that after-sales applications already claim (line number → quantity). The
 * after-sales family (cim) owns those applications and depends on this family, so order declares the lookup it
 * needs here and is handed an implementation when it is registered (app.ts passes cim's): order never imports cim.
 */
export type ClaimedQtyLookup = (db: Orm, soSlipNumber: string) => Promise<ReadonlyMap<number, number>>;
