import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import ProfilePage from './profile-page';

const mock = startMockApi();
const MARIA = '123456785';

describe('ProfilePage — password', () => {
  const pw = async () => {
    await mock.loginAs(MARIA);
    renderAt(<ProfilePage />, { route: '/my-profile', path: '/my-profile' });
    return screen.findByRole('form', { name: 'Cambiar contraseña' });
  };
  const change = async (form: HTMLElement, current: string, next: string) => {
    const user = userEvent.setup();
    if (current) await user.type(within(form).getByLabelText('Contraseña actual'), current);
    if (next) await user.type(within(form).getByLabelText('Nueva contraseña'), next);
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
  };

  it('when both are empty, says each is required', async () => {
    const form = await pw();
    await change(form, '', '');
    expect(await within(form).findByText('La contraseña actual es requerida.')).toBeInTheDocument();
    expect(within(form).getByText('La nueva contraseña es requerida.')).toBeInTheDocument();
  });

  it('when the current password is wrong, the server’s message shows under it', async () => {
    const form = await pw();
    await change(form, 'equivocada', 'nueva-clave-1');
    expect(await within(form).findByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the current password is right, the password changes and a success message shows', async () => {
    const form = await pw();
    await change(form, 'socio1234', 'nueva-clave-1');
    expect(await within(form).findByRole('status')).toHaveTextContent(/.+/);
    expect(await mock.canLogIn(MARIA, 'nueva-clave-1')).toBe(true);
    expect(await mock.canLogIn(MARIA, 'socio1234')).toBe(false);
  });
});
