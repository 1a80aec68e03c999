// A club that adds a member state SPEC §4 does not name: the member logs in and reads the blocked
// screen's words for a state the portal does not know (the access rule blocks any estado but 0),
// never a login that fails as if her connection did.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { startMockApi } from '../test/mock-api';
import { getSession } from '../session/session';
import { createAppRouter } from '../test/app-routes';

startMockApi();
afterEach(() => vi.restoreAllMocks());

describe('a member estado outside 0–3 at login', () => {
  it('when the API answers estado 7, the dashboard says the RUT is in a state that does not allow the portal, with no connection message', async () => {
    // The fake API as that club: its session user answers estado 7.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const answer = await realFetch(input, init);
      if (!String(input).endsWith('/api/socios/profile') || !answer.ok) return answer;
      const body = (await answer.json()) as { data: Record<string, unknown> };
      return Response.json({ data: { ...body.data, estado: 7 } });
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // jsdom has none; each screen asks
    const router = createAppRouter('/login');
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('RUT'), '123456785');
    await user.type(screen.getByLabelText('Contraseña'), 'socio1234');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(
      await screen.findByText(
        'Según nuestros registros este RUT se encuentra en un estado que no le permite usar el portal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Contáctanos para revisar tu caso.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText(/Revisa tu conexión/)).not.toBeInTheDocument();
    expect(screen.queryByText('Estado de cuotas')).not.toBeInTheDocument();
    expect(getSession().informations?.estado).toBe(7);
  });
});
