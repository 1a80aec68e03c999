import { describe, it, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import RegisterPage from './register-page';
import { fillRegistration, submitRegistration } from './register-test-helpers';
import { formatMoney } from '../../../domain/money';
import { joiningTotal } from '../../../domain/joining-price';
import { FEE_BRACKETS } from '../../../domain/fee-schedule';

const mock = startMockApi();
const open = () => renderAt(<RegisterPage />, { route: '/register', path: '/register' });

describe('RegisterPage', () => {
  it('when opened, the price of joining shows before the first field', () => {
    open();
    const adult = FEE_BRACKETS.find((row) => row.bracket === 'regular')!;
    const price = screen.getByText(`Hacerte socio cuesta ${formatMoney(joiningTotal(adult))}`, {
      exact: false,
    });
    expect(price).toHaveTextContent(`${formatMoney(adult.incorporacion)} de incorporación`);
    const first = screen.getByLabelText('RUT');
    expect(price.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when every field is right, registers the member and shows the success panel with a login link', async () => {
    const before = (await mock.members()).length;
    open();
    await fillRegistration({ rut: '18.765.432-7' });
    await submitRegistration();
    expect(
      await screen.findByText('Se registró correctamente, fue enviado un email para validar su correo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(await mock.members()).toHaveLength(before + 1);
    expect(await mock.member('187654327')).toMatchObject({
      nombre: 'Ana María',
      apellido: 'Rojas',
      apellidoM: 'Lagos',
      sexo: 'Mujer',
      fecha_nacimiento: '1990-03-15',
      pais: 'Chile',
      region: 13,
      comuna: 13120,
      telefono: '',
      direccion_dpto: '',
      activo: 0,
    });
  });

  it('when the RUT is typed, it is shown with dots and dash', async () => {
    open();
    await userEvent.setup().type(screen.getByLabelText('RUT'), '187654327');
    expect(screen.getByLabelText('RUT')).toHaveValue('18.765.432-7');
  });

  it('when the server refuses (RUT already registered), its errors are listed in an error alert', async () => {
    open();
    await fillRegistration({ rut: '123456785', email: 'otra.persona@example.cl' });
    await submitRegistration();
    expect(await screen.findByText('RUT: El RUT ya está registrado.')).toBeInTheDocument();
    expect(
      screen.getByText('No pudimos completar tu registro').closest('[role="alert"]'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Registrarme/ })).toBeEnabled());
  });

  it('when the server refuses a field, its message stands under that light field until it is edited', async () => {
    open();
    await fillRegistration({ rut: '123456785', email: 'otra.persona@example.cl' });
    await submitRegistration();
    const rut = screen.getByLabelText('RUT');
    await waitFor(() =>
      expect(rut).toHaveAccessibleDescription('Ej: 12.345.678-5 El RUT ya está registrado.'),
    );
    expect(rut).toHaveAttribute('aria-invalid', 'true');
    // The list above the button still says it with the field's name (one line per message).
    expect(screen.getByText('RUT: El RUT ya está registrado.')).toBeInTheDocument();
    // Focused once drawn (keyboard and screen-reader users land on it). Edited only after: a focus
    // still on its way would have taken the field's away under a busy machine's timing.
    await waitFor(() =>
      expect(screen.getByText('No pudimos completar tu registro').closest('[role="alert"]')).toHaveFocus(),
    );

    const user = userEvent.setup();
    await user.clear(rut);
    await user.type(rut, '187654327');
    expect(rut).toHaveAccessibleDescription('Ej: 12.345.678-5');
    expect(rut).not.toHaveAttribute('aria-invalid');
  });
});
