/** The shop's name, used in the header and in every page title. */
export const SITE_NAME = '铭工商城';

/** The customer-service hotline every page names when it sends the user to a person. */
export const SERVICE_HOTLINE = '400-820-0000';

/** Page title rule of SPEC §2: the site name, with the page's own title when set. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} - ${SITE_NAME}` : SITE_NAME;
}
