import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { startMockApi, TEST_NOW } from '../../../test/mock-api';
import { typeAndPress } from '../../../test/actions';
import ResetPasswordPage from './reset-password-page';

const mock = startMockApi();

/** Asks the fake API for a recovery link, as the recover screen does, and returns its token. */
async function recoveryToken(rut = '123456785') {
  await fetch(`${mock.url}/api/socios/account/password/send-recover-link`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rut }),
  });
  const href = (await mock.outbox())[0]?.links[0]?.href ?? '';
  return new URL(href).searchParams.get('token') ?? '';
}

const open = (token: string) =>
  renderAt(<ResetPasswordPage />, {
    route: '/password/reset-password',
    path: `/password/reset-password?token=${token}`,
  });

const change = (password: string) => typeAndPress('Nueva contraseña', password, 'Cambiar contraseña');

describe('ResetPasswordPage', () => {
  it('when the password is empty, it is required', async () => {
    open('x');
    await change('');
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
  });

  it('when the password is shorter than 8, it says Escriba mínimo 8 caracteres', async () => {
    open('x');
    await change('corta');
    expect(await screen.findByText('Escriba mínimo 8 caracteres')).toBeInTheDocument();
  });

  it('when the link is right, the password changes, data is shown and the login is offered', async () => {
    const token = await recoveryToken();
    open(token);
    await change('nueva-clave-1');
    // Once, in the box that stays (no toast repeating it).
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tu contraseña fue actualizada. Ya puedes ingresar.',
    );
    expect(screen.getAllByText('Tu contraseña fue actualizada. Ya puedes ingresar.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    const login = await fetch(`${mock.url}/api/socios/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rut: '123456785', password: 'nueva-clave-1' }),
    });
    expect(((await login.json()) as { flag: boolean }).flag).toBe(true);
  });

  it('when the link expired (61 minutes later), the token error is shown with a way to ask again', async () => {
    const token = await recoveryToken();
    mock.clock.set(new Date(new Date(TEST_NOW).getTime() + 61 * 60_000).toISOString());
    open(token);
    await change('nueva-clave-1');
    expect(await screen.findByText('El enlace de recuperación no es válido o expiró.')).toBeInTheDocument();
    expect(screen.getAllByText('El enlace de recuperación no es válido o expiró.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace' })).toHaveAttribute(
      'href',
      '/password/recover-password',
    );
  });

  it('when the link has no token, says so before anything is typed', () => {
    renderAt(<ResetPasswordPage />, { route: '/password/reset-password', path: '/password/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace no trae el código de recuperación.');
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });
});
