import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '../test/render';
import { startMockApi } from '../test/mock-api';
import { getSession, setStatus, startSession, useSession } from '../session/session';
import { ProtectedRoute } from './protected-route';

const mock = startMockApi();
function SessionName() {
  return <p>{useSession().informations?.nombre_completo}</p>;
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
    await mock.asMember('socios/account/profile/update', 'POST', { ...data, direccion: 'Av. Nueva' });
    expect(getSession().informations?.direccion).not.toBe('Av. Nueva');
    setStatus(1);
    renderProtected();
    await waitFor(() => expect(getSession().informations?.direccion).toBe('Av. Nueva'));
    expect(getSession().status).toBe(0);
  });
});
