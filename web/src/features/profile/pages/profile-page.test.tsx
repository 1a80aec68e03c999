import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { getSession } from '../../../session/session';
import ProfilePage, { clientLoader } from './profile-page';

const mock = startMockApi();
const MARIA = '123456785';
const OLD_EMAIL = 'maria.jose@example.cl';
/** What the API holds for her 'Mis Datos' now. */
const saved = async () =>
  (
    await mock.asMember<{ data: { direccion: string; celular: string; email: string } }>(
      'socios/profile/data',
    )
  ).data;

async function openProfile() {
  await mock.loginAs(MARIA);
  renderAt(<ProfilePage />, { route: '/my-profile', path: '/my-profile' });
  const form = await screen.findByRole('form', { name: 'Mis Datos' });
  await within(form).findByDisplayValue(OLD_EMAIL);
  // The address becomes editable in the commit after the rest of the form's.
  // (waitFor of Testing Library: it lets React run the effects that register them.)
  await waitFor(() => expect(within(form).getByLabelText('Calle')).toBeEnabled());
  return form;
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
const save = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

describe('ProfilePage — Mis Datos', () => {
  it('when the form loads, RUT is formatted and names, RUT, birth date, category and country are read-only', async () => {
    const form = await openProfile();
    expect(field(form, 'RUT')).toHaveValue('12.345.678-5');
    for (const label of ['RUT', 'Nombres', 'Apellido paterno', 'Apellido materno', 'Tipo de socio', 'País'])
      expect(field(form, label)).toBeDisabled();
    expect(field(form, 'Fecha de nacimiento')).toBeDisabled();
    // The category by name (her dues bracket), never the club's code.
    expect(field(form, 'Tipo de socio')).toHaveValue('Adulto');
    expect(field(form, 'Correo electrónico')).toBeEnabled();
  });

  it('when required fields are emptied or malformed, each shows the spec message and nothing is sent', async () => {
    const user = userEvent.setup();
    const form = await openProfile();
    await user.clear(field(form, 'Calle'));
    await user.clear(field(form, 'Correo electrónico'));
    await user.type(field(form, 'Correo electrónico'), 'maria@');
    await user.clear(field(form, 'Teléfono'));
    await user.type(field(form, 'Teléfono'), '22abc');
    await user.clear(field(form, 'Celular'));
    await user.clear(field(form, 'Número'));
    await user.type(field(form, 'Número'), 'dos mil');
    await save(form);
    expect(
      await within(form).findByText('Por favor, introduce una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
    // Calle, Celular, and Contraseña actual (the e-mail changed).
    expect(within(form).getAllByText('Este campo es obligatorio.')).toHaveLength(3);
    expect(within(form).getByText('Escribe un teléfono válido.')).toBeInTheDocument();
    expect(within(form).getByText('Debes escribir un numero')).toBeInTheDocument();
    expect((await saved()).direccion).toBe('Av. Grecia');
  });

  it('when the data is valid, saves it, says so and updates the session', async () => {
    const user = userEvent.setup();
    const form = await openProfile();
    await user.clear(field(form, 'Calle'));
    await user.type(field(form, 'Calle'), 'Av. Irarrázaval');
    await user.clear(field(form, 'Celular'));
    await user.type(field(form, 'Celular'), '+56 9 1234-5678');
    await save(form);
    expect(await within(form).findByText('Perfil actualizado exitosamente.')).toBeInTheDocument();
    const stored = await saved();
    expect(stored.direccion).toBe('Av. Irarrázaval');
    expect(stored.celular).toBe('+56 9 1234-5678');
    expect(getSession().informations?.direccion).toBe('Av. Irarrázaval');
  });

  it('when the server refuses, its errors are listed one per line until she changes something', async () => {
    const user = userEvent.setup();
    const form = await openProfile();
    await user.clear(field(form, 'Correo electrónico'));
    await user.type(field(form, 'Correo electrónico'), 'juan.carlos@example.cl'); // Juan Carlos's
    await user.type(field(form, 'Contraseña actual'), 'socio1234');
    await save(form);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(/^No pudimos guardar tus datosCorreo electrónico: /);
    // Once she changes something, the list is of the form she no longer has.
    await user.type(field(form, 'Calle'), ' 2');
    expect(within(form).queryByText(/^No pudimos guardar tus datos/)).not.toBeInTheDocument();
  });

  it('when the e-mail changes, Contraseña actual appears; a wrong one is refused and nothing changes', async () => {
    const user = userEvent.setup();
    const form = await openProfile();
    expect(within(form).queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.clear(field(form, 'Correo electrónico'));
    await user.type(field(form, 'Correo electrónico'), 'mj.nueva@example.cl');
    await user.type(field(form, 'Contraseña actual'), 'no-es-esta');
    await save(form);
    expect(
      await within(form).findByText(/Contraseña actual: La contraseña actual no es correcta\./),
    ).toBeInTheDocument();
    expect((await saved()).email).toBe(OLD_EMAIL);
  });

  it('when the e-mail changes with the right current password, it is saved and the old address is told', async () => {
    const user = userEvent.setup();
    const form = await openProfile();
    await user.clear(field(form, 'Correo electrónico'));
    await user.type(field(form, 'Correo electrónico'), 'mj.nueva@example.cl');
    await user.type(field(form, 'Contraseña actual'), 'socio1234');
    await save(form);
    expect(await screen.findByText('Perfil actualizado exitosamente.')).toBeInTheDocument();
    expect((await saved()).email).toBe('mj.nueva@example.cl');
    expect(
      (await mock.outbox()).some(
        (m) => m.to === OLD_EMAIL && m.subject === 'Cambiamos el correo de tu cuenta',
      ),
    ).toBe(true);
  });
});

describe("ProfilePage — its route's loader", () => {
  it('asks for the communes of her region as soon as her data is here, and the form takes both: one request each', async () => {
    await mock.loginAs(MARIA);
    const asked = mock.watchRequests();
    clientLoader();
    // Before the screen renders: the form's commune field no longer waits for it.
    await vi.waitFor(() => expect(asked.filter((p) => /\/communes\/\d+$/.test(p))).toHaveLength(1));
    renderAt(<ProfilePage />, { route: '/my-profile', path: '/my-profile' });
    const form = await screen.findByRole('form', { name: 'Mis Datos' });
    await within(form).findByDisplayValue(OLD_EMAIL);
    // Her commune chosen among her region's: the list was here with the form.
    await waitFor(() => expect(field(form, 'Comuna')).toBeEnabled());
    expect(field(form, 'Comuna')).not.toHaveValue('');
    expect(within(form).queryByText('Cargando comunas…')).not.toBeInTheDocument();
    expect(asked.filter((p) => p.endsWith('/socios/profile/data'))).toHaveLength(1);
    expect(asked.filter((p) => /\/communes\/\d+$/.test(p))).toHaveLength(1);
  });
});
