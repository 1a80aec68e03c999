// Fills the sign-up form the way a member does (typing, the date typed, choices by keyboard).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption } from '../../../components/form/testing';

export interface Filled {
  rut?: string;
  email?: string;
  emailConfirm?: string;
  password?: string;
  passwordConfirm?: string;
}

export async function fillRegistration(over: Filled = {}) {
  const user = userEvent.setup({ delay: null });
  const type = async (label: string, text: string) => {
    if (!text) return;
    // Pasted, not typed key by key: the form's own typing behaviour has its own tests.
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await type('RUT', over.rut ?? '187654327');
  await type('Nombres', 'Ana María');
  await type('Apellido paterno', 'Rojas');
  await type('Apellido materno', 'Lagos');
  await user.click(screen.getByRole('radio', { name: 'Femenino' }));
  await user.type(screen.getByLabelText('Fecha de nacimiento'), '15/03/1990{enter}');
  await type('Correo electrónico', over.email ?? 'ana.rojas@example.cl');
  await type('Confirmar correo electrónico', over.emailConfirm ?? over.email ?? 'ana.rojas@example.cl');
  await type('Celular', '912345678');
  await chooseOption('Región', 'metropolitana', 'Metropolitana de Santiago');
  await chooseOption('Comuna', 'nunoa', 'Ñuñoa');
  await type('Calle', 'Av. Grecia');
  await type('Número', '2001');
  await type('Contraseña', over.password ?? 'clave-segura');
  await type('Confirmar contraseña', over.passwordConfirm ?? over.password ?? 'clave-segura');
}

export const submitRegistration = () =>
  userEvent.setup().click(screen.getByRole('button', { name: 'Registrarme' }));
