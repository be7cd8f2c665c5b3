/** Per-service configuration (SPEC §7: per-service hosts come from configuration). */
export interface ApiConfig {
  /** base URL of the `/api` families; '' means same origin */
  apiBase: string;
  applicationId: string;
  lang: string;
}
const config: ApiConfig = { apiBase: '', applicationId: 'pc-cn', lang: 'zh-CN' };
export function configureApi(partial: Partial<ApiConfig>): void {
  Object.assign(config, partial);
}
export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}
