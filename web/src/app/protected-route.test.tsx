import { describe, it, expect } from 'vitest';
import { useLocation } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '../test/render';
import { startMockApi } from '../test/mock-api';
import {
  closeSession,
  getSession,
  resetSessionCache,
  setStatus,
  startSession,
  useSession,
} from '../session/session';
import { ProtectedRoute } from './protected-route';
import { profileFromData } from '../features/profile/profile-from-data';

const mock = startMockApi();
function SessionName() {
  return <p>{useSession().informations?.nombre_completo}</p>;
}
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}
const routes = [{ path: '/', element: <p>pantalla de login</p> }];
const protectedTree = {
  element: <ProtectedRoute />,
  children: [{ path: '/dashboard', element: <p>zona socios</p> }],
};

function renderProtected() {
  return renderAt(<p>inicio</p>, {
    route: '/inicio',
    path: '/dashboard',
    extraRoutes: [...routes, protectedTree],
  });
}

describe('ProtectedRoute (SPEC §2, §4)', () => {
  it('when there is no session, sends the visitor to /', async () => {
    renderProtected();
    expect(await screen.findByText('pantalla de login')).toBeInTheDocument();
  });

  it("when the stored user is not the token's member, the API's user replaces it", async () => {
    const maria = await mock.loginAs('123456785');
    await mock.loginAs('156782343'); // Juan Carlos's token…
    const juanToken = getSession().token!;
    startSession(juanToken, maria); // …beside María José's stored user
    renderAt(<SessionName />, {
      route: '/inicio',
      path: '/dashboard',
      extraRoutes: [
        ...routes,
        { element: <ProtectedRoute />, children: [{ path: '/dashboard', element: <SessionName /> }] },
      ],
    });
    expect(await screen.findByText('Juan Carlos González Muñoz')).toBeInTheDocument();
    expect(getSession().informations?.rut).toBe('156782343');
    expect(getSession().token).toBe(juanToken);
  });

  it('when there is a user and a token, shows the protected screen', async () => {
    await mock.loginAs('123456785');
    renderProtected();
    expect(await screen.findByText('zona socios')).toBeInTheDocument();
  });

  it('when the status flag is 1 (back from the card provider), refreshes the user and resets the flag', async () => {
    await mock.loginAs('123456785');
    // Her data changed meanwhile: the API now knows something the stored user does not.
    const { data } = await mock.asMember<{ data: object }>('socios/profile/data');
    const form = profileFromData(data, getSession().informations!);
    await mock.asMember('socios/account/profile/update', 'POST', { ...form, direccion: 'Av. Nueva' });
    expect(getSession().informations?.direccion).not.toBe('Av. Nueva');
    setStatus(1);
    renderProtected();
    await waitFor(() => expect(getSession().informations?.direccion).toBe('Av. Nueva'));
    expect(getSession().status).toBe(0);
  });

  it('when the API refused the token and the page is reloaded before the login opened, the new page still goes to the login that says the session ended', async () => {
    await mock.loginAs('156782343');
    closeSession('expired'); // the stored session is gone; the navigation to the login is still on its way…
    resetSessionCache(); // …when a reload starts a page that knows only what the tab stored
    renderAt(<p>inicio</p>, {
      route: '/inicio',
      path: '/dashboard',
      extraRoutes: [...routes, { path: '/login', element: <LocationProbe /> }, protectedTree],
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/login?sesion=terminada&redirect=${encodeURIComponent('/dashboard')}`,
    );
  });

  it('when the member logged out, a protected address opened afterwards goes to / without saying the session ended', async () => {
    await mock.loginAs('156782343');
    closeSession('logout');
    resetSessionCache();
    renderProtected();
    expect(await screen.findByText('pantalla de login')).toBeInTheDocument();
  });
});
