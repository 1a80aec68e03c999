// Fills the sign-up form the way a member does (typing, the date typed, choices from the lists).
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';

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
  // A native date input: the browser shows it as dd/mm/aaaa and holds it as ISO.
  await user.type(screen.getByLabelText('Fecha de nacimiento'), '1990-03-15');
  await type('Correo electrónico', over.email ?? 'ana.rojas@example.cl');
  await type('Confirmar correo electrónico', over.emailConfirm ?? over.email ?? 'ana.rojas@example.cl');
  await type('Celular', '912345678');
  await user.selectOptions(screen.getByLabelText('Región'), 'Metropolitana de Santiago');
  // The communes load for the region chosen.
  await waitFor(() => expect(screen.getByRole('option', { name: 'Ñuñoa' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Comuna'), 'Ñuñoa');
  await type('Calle', 'Av. Grecia');
  await type('Número', '2001');
  await type('Contraseña', over.password ?? 'clave-segura');
  await type('Confirmar contraseña', over.passwordConfirm ?? over.password ?? 'clave-segura');
}

export const submitRegistration = () =>
  userEvent.setup().click(screen.getByRole('button', { name: 'Registrarme' }));
