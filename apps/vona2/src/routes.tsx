import { routesFromTable, type RouteTable } from '@shop/shared-ui';
import table from './routeTable.json';
import { pages } from './pages';

/** This remote's route table, exposed to the shell as './routes'. */
export const routes = routesFromTable(table as RouteTable, pages);
