import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import RegisterPage from './register-page';
import { fillRegistration, submitRegistration } from './register-test-helpers';
import dayjs from 'dayjs';
import { birthYearText } from '../../../domain/birth-date';

const mock = startMockApi();
const open = () => renderAt(<RegisterPage />, { route: '/register', path: '/register' });

async function paste(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

describe('RegisterPage validation (SPEC §5)', () => {
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
    // The member is taken to the first field to fix (focused, so its error is read out).
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
    expect(document.activeElement).toBe(document.querySelector('form [aria-invalid="true"]'));
    expect(await mock.members()).toHaveLength(before);
  });

  it.each<[string, Record<string, string>, string[]]>([
    [
      'the RUT is not valid (pattern or check digit), it says Rut no válido',
      { RUT: '12.345.678-9' },
      ['Rut no válido'],
    ],
    [
      'the e-mail is malformed or the confirmation differs, each field says so and a toast too',
      { 'Correo electrónico': 'ana@', 'Confirmar correo electrónico': 'ana@example.cl' },
      [
        'Por favor, introduce una dirección de correo electrónico válida.',
        'Los dos emails no coinciden',
        'Los email no coinciden',
      ],
    ],
    [
      'the phones do not have 9 digits, each says so',
      { Celular: '12345', 'Teléfono (opcional)': '0223' },
      ['Celular debe tener 9 dígitos', 'Teléfono debe tener 9 dígitos'],
    ],
    [
      'the password is short or the confirmation differs, each says so and a toast too',
      { Contraseña: 'corta', 'Confirmar contraseña': 'otra-cosa' },
      ['Escriba mínimo 8 caracteres', 'Las dos contraseñas no coinciden', 'Las password no coinciden'],
    ],
  ])('when %s', async (_why, typed, shown) => {
    open();
    for (const [label, text] of Object.entries(typed)) await paste(label, text);
    await submitRegistration();
    for (const text of shown) expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('when a field is wrong, it is marked invalid and its message is its description', async () => {
    open();
    await submitRegistration();
    await screen.findAllByText('Este campo es obligatorio.');
    expect(screen.getByLabelText('Nombres')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombres')).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  it('when the birth date is of a year the server refuses (year 15), the field says which years under it and nothing is sent', async () => {
    const before = (await mock.members()).length;
    open();
    await fillRegistration();
    const field = screen.getByLabelText('Fecha de nacimiento');
    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.type(field, '0015-03-15');
    await submitRegistration();
    const text = birthYearText(dayjs().format('YYYY-MM-DD'));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(text);
    expect(await mock.members()).toHaveLength(before);
  });
});
