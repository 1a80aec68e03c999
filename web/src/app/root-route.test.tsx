import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { rootRoute } from '../test/app-routes';

function Screen({ title, to }: { title: string; to: string }) {
  return (
    <main id="contenido">
      <h1>{title}</h1>
      <Link to={to}>Ir</Link>
    </main>
  );
}

function renderApp() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createMemoryRouter(
    // The app's root route (the document's scroll restoration with it), above two screens.
    [
      rootRoute([
        { path: '/uno', element: <Screen title="Pantalla uno" to="/dos" /> },
        { path: '/dos', element: <Screen title="Pantalla dos" to="/dos?menu=x" /> },
      ]),
    ],
    { initialEntries: ['/uno'] },
  );
  render(<RouterProvider router={router} />);
  return { router, scrollTo };
}

afterEach(() => vi.restoreAllMocks());

describe('moving between screens', () => {
  it('when a screen first opens, the focus is left alone', () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Pantalla uno' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('when the member follows a link, the new screen opens at its top with the focus on its heading', async () => {
    const { scrollTo } = renderApp();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir' }));
    const heading = await screen.findByRole('heading', { name: 'Pantalla dos' });
    expect(heading).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('when only the query changes, the focus stays where it was', async () => {
    const { router } = renderApp();
    await act(() => router.navigate('/dos'));
    const link = await screen.findByRole('link', { name: 'Ir' });
    link.focus();
    await userEvent.setup().click(link);
    expect(router.state.location.search).toBe('?menu=x');
    expect(link).toHaveFocus();
  });
});
