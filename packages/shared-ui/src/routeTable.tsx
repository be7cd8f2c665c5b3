import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withAntdRoot } from './lazyView';

/** One row of a remote's src/routeTable.json: the single source of a page's path, title and guard. */
export interface RouteTableEntry {
  path: string;
  page: string;
  title?: string;
  /** page requires login (SPEC §2 "(login)") */
  login?: boolean;
  /** the page renders no antd component (plain markup): antd's ConfigProvider is not fetched with it */
  plain?: boolean;
}
export interface RouteTable {
  app: string;
  prefixes: string[];
  routes: RouteTableEntry[];
}
export interface RouteHandle {
  title?: string;
  login?: boolean;
  app: string;
}

type PageModule = { default: ComponentType };

/**
 * Turns a route table into lazily loaded route objects: each page is its own chunk, fetched on first visit, inside
 * AntdRoot unless the table marks it `plain`.
 * The gateway reads the same JSON (emitted as routes.json) to answer 200 or 404 for a URL.
 */
export function routesFromTable(table: RouteTable, pages: Record<string, () => Promise<PageModule>>): RouteObject[] {
  return table.routes.map((r) => {
    const load = pages[r.page];
    if (!load) throw new Error(`route table of ${table.app}: no page module "${r.page}"`);
    const handle: RouteHandle = { title: r.title, login: r.login, app: table.app };
    return {
      path: r.path,
      handle,
      lazy: async () => {
        const page = load().then((m) => m.default);
        return { Component: r.plain ? await page : await withAntdRoot(page) };
      },
    };
  });
}
