import { defineConfig } from 'drizzle-kit';

// Every service family keeps its tables in src/<family>/tables.ts; one migration history covers them all.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/*/tables.ts',
  out: './drizzle',
});
