import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { closeSession } from '../../../session/session';
import { LocationProbe } from '../testing';
import { RequireSession } from './require-session';

const mock = startMockApi();
const SCREEN = '/pago/cuota?type_cuota=normal';

function renderScreen() {
  return renderAt(
    <RequireSession>
      <p>pantalla de pago</p>
    </RequireSession>,
    { route: '/pago/cuota', path: SCREEN, extraRoutes: [{ path: '/login', element: <LocationProbe /> }] },
  );
}

describe('RequireSession', () => {
  it('when the session ends under the screen (the API refused its token), goes to the login that says so and comes back here', async () => {
    await mock.loginAs('156782343');
    renderScreen();
    expect(screen.getByText('pantalla de pago')).toBeInTheDocument();
    act(() => closeSession('expired'));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?sesion=terminada&redirect=${encodeURIComponent(SCREEN)}`,
    );
  });

  it('when nobody logged in, asks to, and the login brings the visitor back here', async () => {
    act(() => closeSession('logout'));
    renderScreen();
    expect(screen.getByText('Inicia sesión para continuar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir al inicio de sesión' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(SCREEN)}`,
    );
  });
});
