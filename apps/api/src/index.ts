export { apiPlugin, buildApi, type ApiPluginOptions, type BuildApiOptions } from './app';
export { createDb, queryRows, type CreateDbOptions, type Db, type DbInfo, type Orm } from './db/client';
export { runMigrations } from './db/migrate';
export { startJobWorker, type JobWorker } from './jobs/seam';
export { resolveDataDir, findRepoRoot } from './db/paths';
export {
  ensureSeeded,
  seed,
  registerSeedStep,
  seedSteps,
  type SeedOptions,
  type SeedReport,
  type SeedStep,
  type SeedContext,
} from './db/seed';
export {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  PERMISSION_CODES,
  type DemoAccount,
  type DemoCompany,
  type PermissionCode,
} from './db/seed/demoAccounts';
export { apiLoggerOptions, apiServerOptions, envelopeClientErrorHandler, genRequestId, redactUrl, REDACT_PATHS } from './http/logging';
export { envelopeErrorHandler, envelopeNotFoundHandler } from './http/envelopeHandlers';
export { ApiError, ApiErrorCode, invalidParam, notFound } from './http/errors';
export { findParts } from './catalogue/service';
export { checkPrices, unitPriceFor } from './catalogue/priceCheck';
export * as catalogueTables from './catalogue/tables';
export { assertSandboxAllowed, sandboxesEnabled, SandboxConfigError, SANDBOXES_ENV } from './config/sandboxes';
export { parseTrustProxy, type TrustProxySetting } from './config/trustProxy';
export { securityHeaders, CONTENT_SECURITY_POLICY } from './http/securityHeaders';
