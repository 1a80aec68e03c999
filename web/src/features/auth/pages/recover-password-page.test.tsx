import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { typeAndPress } from '../../../test/actions';
import RecoverPasswordPage, { TOO_MANY_RECOVERIES } from './recover-password-page';

const mock = startMockApi();
const open = () =>
  renderAt(<RecoverPasswordPage />, {
    route: '/password/recover-password',
    path: '/password/recover-password',
  });

const send = (rut: string) => typeAndPress('RUT', rut, 'Enviar email de recuperación');

describe('RecoverPasswordPage', () => {
  it('when the RUT is empty, it is required and the form-level toast shows; nothing is sent', async () => {
    const before = (await mock.outbox()).length;
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeInTheDocument();
    await send('');
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(await screen.findByText('Existen campos que no cumplen con las validaciones')).toBeInTheDocument();
    expect(await mock.outbox()).toHaveLength(before);
  });

  it('when the RUT does not match the pattern, it says Rut no válido', async () => {
    open();
    await send('12-3');
    expect(await screen.findByText('Rut no válido')).toBeInTheDocument();
  });

  it('when no member has that RUT, the same text as for a member is shown and nothing is sent', async () => {
    const before = (await mock.outbox()).length;
    open();
    await send('111111111');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si el RUT corresponde a un socio, te enviamos un correo con el enlace para recuperar tu contraseña.',
    );
    expect(await mock.outbox()).toHaveLength(before);
  });

  it('when the member exists, the data text is shown and the e-mail goes out with a reset link', async () => {
    const before = (await mock.outbox()).length;
    open();
    await send('12.345.678-5');
    const text =
      'Si el RUT corresponde a un socio, te enviamos un correo con el enlace para recuperar tu contraseña.';
    // Once, as SPEC §8's 5 s toast (announced politely), not a box that stays.
    expect(await screen.findByRole('status')).toHaveTextContent(text);
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(screen.getByRole('status').closest('.l-toast')).not.toBeNull();
    expect(await mock.outbox()).toHaveLength(before + 1);
    expect((await mock.outbox())[0]?.links[0]?.href).toMatch(/\/password\/reset-password\?token=/);
  });

  it('when 3 recovery e-mails went out for the RUT this hour, the 4th request shows the Spanish limit message', async () => {
    for (let i = 0; i < 3; i++)
      await fetch(`${mock.url}/api/socios/account/password/send-recover-link`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rut: '15.678.234-3' }),
      });
    const before = (await mock.outbox()).length;
    open();
    await send('15.678.234-3');
    expect(await screen.findByText(TOO_MANY_RECOVERIES)).toBeInTheDocument();
    expect(await mock.outbox()).toHaveLength(before);
  });

  it('offers the contact e-mail and a way back to the start', () => {
    open();
    expect(screen.getByRole('link', { name: 'socios@example.cl' })).toHaveAttribute(
      'href',
      'mailto:socios@example.cl',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
