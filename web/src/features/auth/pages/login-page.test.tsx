import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { getSession } from '../../../session/session';
import LoginPage from './login-page';

const mock = startMockApi();

const routes = [
  { path: '/dashboard', element: <p>tablero</p> },
  { path: '/pago/cuota', element: <p>pantalla de cuotas</p> },
  { path: '/validation/first', element: <p>paso foto</p> },
];

/** Opens the login at `path`, with stand-ins for the screens it may go to. */
const open = (path = '/login', extraRoutes = routes) =>
  renderAt(<LoginPage />, { route: '/login', path, extraRoutes });

async function submit(rut: string, password: string) {
  const user = userEvent.setup();
  if (rut) await user.type(screen.getByLabelText('RUT'), rut);
  if (password) await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  it('when both fields are empty, each says it is required and nothing is sent', async () => {
    open();
    await submit('', '');
    expect(await screen.findAllByText('Este campo es obligatorio.')).toHaveLength(2);
  });

  it.each([
    ['the RUT does not match the pattern, it shows Rut no válido', '12-3', 'Rut no válido'],
    ['the member is activo 0, goes to the photo step', '174563217', 'paso foto'],
  ])('when %s', async (_why, rut, shown) => {
    open();
    await submit(rut, 'socio1234');
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('when the credentials are right, stores the session and goes to the dashboard', async () => {
    open();
    await submit('123456785', 'socio1234');
    expect(await screen.findByText('tablero')).toBeInTheDocument();
    expect(getSession().informations?.nombre).toBe('María José');
    expect(getSession().token).toMatch(/^[0-9a-f]{64}$/);
    expect(document.cookie).toContain('legacy_auth_token=');
  });

  it('while the dashboard is still loading, Ingresar stays busy and cannot be pressed again', async () => {
    let arrive!: () => void;
    const slowDashboard = {
      path: '/dashboard',
      loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
      element: <p>tablero</p>,
    };
    open('/login', [slowDashboard]);
    await submit('123456785', 'socio1234');
    await waitFor(() => expect(arrive).toBeTypeOf('function'));
    const button = screen.getByRole('button', { name: 'Ingresar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    arrive();
    expect(await screen.findByText('tablero')).toBeInTheDocument();
  });

  it('when the password is wrong, shows the server message and keeps the form', async () => {
    open();
    await submit('123456785', 'otra-clave');
    expect(await screen.findByText('RUT o contraseña incorrectos.')).toBeInTheDocument();
    expect(screen.getByLabelText('RUT')).toHaveValue('123456785');
    expect((await mock.members()).filter((m) => m.sessions > 0)).toEqual([]);
  });

  it('when the RUT is locked after 5 wrong passwords, says so in Spanish', async () => {
    open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('RUT'), '156782343');
    for (let i = 0; i < 6; i++) {
      await user.clear(screen.getByLabelText('Contraseña'));
      await user.type(screen.getByLabelText('Contraseña'), `mala-${i}`);
      await user.click(screen.getByRole('button', { name: 'Ingresar' }));
      await screen.findByRole('alert');
    }
    expect(await screen.findByText(/Demasiados intentos fallidos/)).toBeInTheDocument();
  });

  it('when the status query is true, shows the e-mail validated alert', async () => {
    open('/login?status=true');
    await waitFor(() => expect(screen.getByText('Email validado exitosamente.')).toBeInTheDocument());
  });

  it('when the session ended, says so and, after logging in, goes back to the screen the member was on', async () => {
    open('/login?sesion=terminada&redirect=%2Fpago%2Fcuota%3Ftype_cuota%3Dnormal');
    expect(await screen.findByText('Tu sesión terminó. Ingresa de nuevo.')).toBeInTheDocument();
    await submit('123456785', 'socio1234');
    expect(await screen.findByText('pantalla de cuotas')).toBeInTheDocument();
  });

  it('when the redirect points to another site, goes to the dashboard instead', async () => {
    open('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await submit('123456785', 'socio1234');
    expect(await screen.findByText('tablero')).toBeInTheDocument();
  });
});
