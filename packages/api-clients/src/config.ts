/**
 * Per-service configuration (SPEC §7: per-service hosts come from configuration; some calls carry an API-key
 * header chosen by kind). The shell calls configureApi once at start-up from its run-time config.
 */
export type EnvelopeKind = 'status' | 'returnFlg' | 'message' | 'msg' | 'jp';

/** The service families a call can go to. */
export type ServiceKind =
  | 'api' // /api/* : catalogue, personalisation, order, user, notification
  | 'customer' // /Customer/* customer-service family
  | 'review' // /Review/*
  | 'period' // /Period/api/*
  | 'cim' // /cim/api/* after-sales
  | 'recommend' // recommendation calls (message envelope)
  | 'outlet' // outlet / slow-moving banners (msg envelope)
  | 'jp' // second family, JP programme
  | 'cn' // second family, CN programme
  | 'cad'; // CAD service

export interface ApiKeyConfig {
  header: string;
  value: string;
}

export interface ServiceConfig {
  /** absolute origin+path prefix, or '' for same origin */
  baseUrl: string;
  envelope: EnvelopeKind;
  apiKey?: ApiKeyConfig;
  /** fixed headers of the service (e.g. the second family's client programme) */
  headers?: Record<string, string>;
}

export interface ApiConfig {
  /** base URL of the `/api` families; '' means same origin (kept for the first cut; equals services.api.baseUrl) */
  apiBase: string;
  applicationId: string;
  lang: string;
  services: Record<ServiceKind, ServiceConfig>;
  /** fetch to use; defaults to the global one at call time (tests pass the API's inject) */
  fetch?: typeof fetch;
  /** defaults to navigator.onLine where there is a navigator */
  isOnline?: () => boolean;
}

export interface ApiConfigInput extends Partial<Omit<ApiConfig, 'services'>> {
  services?: Partial<Record<ServiceKind, Partial<ServiceConfig>>>;
}

/** Second-family client programme header value (SPEC §7). */
export const SECOND_FAMILY_CLIENT_PROGRAM = 'CN_EC';
/** Full-text search language is fixed (SPEC §7). */
export const FULL_TEXT_LANG = 'CHN';

function defaultServices(): Record<ServiceKind, ServiceConfig> {
  return {
    api: { baseUrl: '', envelope: 'status' },
    customer: { baseUrl: '', envelope: 'returnFlg' },
    review: { baseUrl: '', envelope: 'returnFlg' },
    period: { baseUrl: '', envelope: 'returnFlg' },
    cim: { baseUrl: '', envelope: 'returnFlg' },
    recommend: { baseUrl: '', envelope: 'message' },
    outlet: { baseUrl: '', envelope: 'msg' },
    jp: { baseUrl: '', envelope: 'jp', headers: { 'x-client-program': SECOND_FAMILY_CLIENT_PROGRAM } },
    cn: { baseUrl: '', envelope: 'returnFlg', headers: { 'x-client-program': SECOND_FAMILY_CLIENT_PROGRAM } },
    cad: { baseUrl: '', envelope: 'status' },
  };
}

function defaults(): ApiConfig {
  return { apiBase: '', applicationId: 'pc-cn', lang: 'zh-CN', services: defaultServices() };
}

const config: ApiConfig = defaults();

export function configureApi(partial: ApiConfigInput): void {
  const { services, ...rest } = partial;
  Object.assign(config, rest);
  if (rest.apiBase !== undefined) config.services.api = { ...config.services.api, baseUrl: rest.apiBase };
  for (const [kind, svc] of Object.entries(services ?? {}) as Array<[ServiceKind, Partial<ServiceConfig>]>) {
    config.services[kind] = { ...config.services[kind], ...svc };
    if (kind === 'api' && svc.baseUrl !== undefined) config.apiBase = svc.baseUrl;
  }
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}

/** Back to the defaults (tests). */
export function resetApiConfig(): void {
  const d = defaults();
  for (const k of Object.keys(config) as Array<keyof ApiConfig>) delete config[k];
  Object.assign(config, d);
}
