import { ROUTES } from './routes.generated';
import type { PLANNED_ROUTES } from './plannedRoutes';
import { fillPattern, type ParamArgs, type ParamValue } from './pathParams';

export { withQuery, type ParamValue, type PathParams } from './pathParams';

/** A page some app's route table serves: the `page` of its src/routeTable.json row (the shell's pages: Home ...). */
export type RouteName = keyof typeof ROUTES;
/** A page of SPEC §2 that no app serves yet (src/plannedRoutes.ts). */
export type PlannedRouteName = keyof typeof PLANNED_ROUTES;

/** The address of a page: `href('ReturnDetail', { applyNum })` → `/return/detail/R001`. Parameters are encoded. */
export function href<N extends RouteName>(name: N, ...params: ParamArgs<(typeof ROUTES)[N]>): string {
  const pattern: string | undefined = ROUTES[name];
  if (pattern === undefined) throw new Error(`href: no route table serves a page named ${String(name)}`);
  return fillPattern(pattern, params[0] as Record<string, ParamValue | undefined> | undefined);
}

/**
 * A link to a page that is still to build: undefined until its app serves it, so the caller shows the entry without
 * a link, or not at all (the developers' guide: never ship a link to a page that does not exist). Once the page is
 * built its name leaves the planned list and the call stops compiling: it becomes href().
 */
export function plannedHref<N extends PlannedRouteName>(name: N, ...params: ParamArgs<(typeof PLANNED_ROUTES)[N]>): undefined {
  void name;
  void params;
  return undefined;
}
