import { customType } from 'drizzle-orm/pg-core';

/**
 * Text compared byte-wise (COLLATE "C"). A btree on such a column serves both `LIKE 'ABC%'` prefix
 * scans and `ORDER BY` whatever the database's default collation is, which a plain text column
 * only does under the C locale.
 */
export const textC = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'text COLLATE "C"';
  },
});
