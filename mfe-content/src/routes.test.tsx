import { screen } from '@testing-library/react';
import { routesOwnedBy } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { pages } from './routes';

const owned = routesOwnedBy('mfe_content');

describe('the mfe_content route table', () => {
  it('answers exactly the routes the site gives this remote', () => {
    expect(Object.keys(pages).sort()).toEqual(owned.map((route) => route.path).sort());
  });

  it.each(owned.map((route) => [route.path, route] as const))('%s renders a page headed with its title', async (_path, route) => {
    const load = pages[route.path];
    if (!load) throw new Error(`no page for ${route.path}`);
    const { default: Page } = await load();
    renderWithProviders(<Page />, { route: route.path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(route.heading);
  });
});
