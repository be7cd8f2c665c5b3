import { waitFor } from '@testing-library/react';
import table from '../routeTable.json';
import { renderPage, setUpPageTests } from './renderPage';

setUpPageTests();

describe('order remote test set-up', () => {
  it.each(table.routes.map((r) => [r.path, r.title] as const))('mounts %s with its title from the route table', async (path, title) => {
    const url = path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? 'cart' : 'X1'));
    const { handle } = renderPage(url);
    await waitFor(() => expect(handle()?.title).toBe(title));
  });
});
