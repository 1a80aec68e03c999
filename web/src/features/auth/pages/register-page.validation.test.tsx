import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import RegisterPage from './register-page';
import { submitRegistration } from './register-test-helpers';

const mock = startMockApi();
const open = () => renderAt(<RegisterPage />, { route: '/register', path: '/register' });

async function paste(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('RegisterPage validation (SPEC §5)', { timeout: 60_000 }, () => {
  it('when submitted empty, every required field says so, region and commune too, and nothing is sent', async () => {
    const before = (await mock.members()).length;
    open();
    await submitRegistration();
    expect(await screen.findByText('Existen campos que no cumplen con las validaciones')).toBeInTheDocument();
    // 13 required texts and choices (País comes filled with Chile; Teléfono and Depto. are optional).
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(13);
    expect(screen.getByText('Debe seleccionar una región')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar una comuna')).toBeInTheDocument();
    expect(screen.getByLabelText('País')).toHaveValue('Chile');
    expect(await mock.members()).toHaveLength(before);
  });

  it('when the RUT is not valid (pattern or check digit), it says Rut no válido', async () => {
    open();
    await paste('RUT', '12.345.678-9');
    await submitRegistration();
    expect(await screen.findByText('Rut no válido')).toBeInTheDocument();
  });

  it('when the e-mail is malformed or the confirmation differs, each field says so and a toast too', async () => {
    open();
    await paste('Correo electrónico', 'ana@');
    await paste('Confirmar correo electrónico', 'ana@example.cl');
    await submitRegistration();
    expect(
      await screen.findByText('Por favor, introduce una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Los dos emails no coinciden')).toBeInTheDocument();
    expect(await screen.findByText('Los email no coinciden')).toBeInTheDocument();
  });

  it('when the phones do not have 9 digits, each says so', async () => {
    open();
    await paste('Celular', '12345');
    await paste('Teléfono (opcional)', '0223');
    await submitRegistration();
    expect(await screen.findByText('Celular debe tener 9 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Teléfono debe tener 9 dígitos')).toBeInTheDocument();
  });

  it('when the password is short or the confirmation differs, each says so and a toast too', async () => {
    open();
    await paste('Contraseña', 'corta');
    await paste('Confirmar contraseña', 'otra-cosa');
    await submitRegistration();
    expect(await screen.findByText('Escriba mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las dos contraseñas no coinciden')).toBeInTheDocument();
    expect(await screen.findByText('Las password no coinciden')).toBeInTheDocument();
  });

  it('when a field is wrong, it is marked invalid and its message is its description', async () => {
    open();
    await submitRegistration();
    await screen.findAllByText('Este campo es obligatorio.');
    expect(screen.getByLabelText('Nombres')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombres')).toHaveAccessibleDescription('Este campo es obligatorio.');
  });
});
