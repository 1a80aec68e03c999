import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi, TEST_NOW } from '../../../test/mock-api';
import AssociatesPage, { clientLoader } from './associates-page';
import { formatMoney } from '../../../domain/money';
import { CHILD, REGULAR } from '../../../../../test-support/persona-fees';

const mock = startMockApi();
const PATH = '/my-account?menu=associate-accounts';
/** Who has the logged-in member's account in care, as the API answers it. */
const GUARDIAN = 'socios/account/guardian';
afterEach(() => vi.useRealTimers());

async function invite(rut: string) {
  const user = userEvent.setup();
  if (rut) await user.type(screen.getByLabelText('RUT'), rut);
  await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
}

describe('AssociatesPage', () => {
  it('when a registered member is invited, the success alert shows and an e-mail goes out', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await invite('8765432-K');
    expect(await screen.findByText('Invitación enviada')).toBeInTheDocument();
    expect(screen.getByText('Se ha enviado un correo con la invitación.')).toBeInTheDocument();
    expect(
      (await mock.outbox()).some((m) => m.subject === 'Invitación para asociar tu cuenta de socio'),
    ).toBe(true);
  });

  it('when the RUT is empty, the server’s reason is said once, on the field, which is marked and focused', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await invite('');
    const field = screen.getByLabelText('RUT');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(1);
    expect(screen.queryByText('Existen campos que no cumplen con las validaciones')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('when the RUT is not a member, says so on the field; typing again clears it', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await invite('11111111-1');
    const field = screen.getByLabelText('RUT');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('El RUT ingresado no corresponde a un socio registrado.'),
    );
    expect(screen.getAllByText('El RUT ingresado no corresponde a un socio registrado.')).toHaveLength(1);
    await userEvent.type(field, '2');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription(/El RUT ingresado/);
  });

  it('when the answer names no field (a 4th invitation today), one line says why above the button', async () => {
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const sentToJuan = async () => (await mock.outbox()).filter((m) => m.to === 'juan.carlos@example.cl');
    for (let i = 1; i <= 3; i++) {
      await invite('15678234-3');
      await waitFor(async () => expect(await sentToJuan()).toHaveLength(i));
      await waitFor(() => expect(screen.getByLabelText('RUT')).toHaveValue(''));
    }
    await invite('15678234-3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este socio ya recibió 3 invitaciones hoy. Pídele que revise su correo o vuelve a intentarlo mañana.',
    );
    expect(screen.getByLabelText('RUT')).not.toHaveAttribute('aria-invalid');
  });

  it('when invitations were sent and not yet accepted, they are listed with the day they were sent', async () => {
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const list = await screen.findByRole('region', { name: 'Cuentas asociadas' });
    await within(list).findByText('Tomás Muñoz Pérez');
    expect(within(list).queryByText('Invitaciones enviadas')).not.toBeInTheDocument();
    await invite('15678234-3');
    const sent = await within(list).findByRole('list', { name: 'Invitaciones enviadas' });
    expect(sent).toHaveTextContent('Juan Carlos González Muñoz');
    expect(sent).toHaveTextContent('RUT 15.678.234-3');
    expect(sent).toHaveTextContent(
      'Enviada el 21 de noviembre de 2026: falta que la acepte desde su correo.',
    );
  });

  it('when an associated account has no paid-up date, it says who pays its incorporation', async () => {
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const list = await screen.findByRole('region', { name: 'Cuentas asociadas' });
    const sofia = (await within(list).findByText('Sofía Muñoz Pérez')).closest('li')!;
    expect(sofia).toHaveTextContent('Debe pagar incorporación');
    expect(sofia).toHaveTextContent(
      'Sofía Muñoz Pérez paga su incorporación desde su propia cuenta: al ingresar al portal con su RUT, se le pide pagarla.',
    );
  });

  it('when Tomás (in María José’s care) opens his account, he sees who has it in care and can leave after confirming', async () => {
    const user = userEvent.setup();
    await mock.loginAs('214365871');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const care = await screen.findByRole('region', {
      name: 'Tu cuenta está a cargo de María José Pérez Soto',
    });
    await user.click(within(care).getByRole('button', { name: 'Dejar de estar a cargo' }));
    expect(await screen.findByText('¿Dejar de estar a cargo?')).toBeInTheDocument();
    expect(await mock.asMember(GUARDIAN)).toEqual({ data: { nombre_completo: 'María José Pérez Soto' } });
    await user.click(screen.getByRole('button', { name: 'Sí, dejar de estar a cargo' }));
    expect(
      await screen.findByText('Tu cuenta ya no está asociada. Desde ahora solo tú pagas tus cuotas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Tu cuenta está a cargo/ })).not.toBeInTheDocument();
    expect(await mock.asMember(GUARDIAN)).toEqual({ data: null });
  });

  it('when the member is in nobody’s care, no such block shows', async () => {
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await screen.findByText('Tomás Muñoz Pérez');
    expect(screen.queryByText(/Tu cuenta está a cargo/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dejar de estar a cargo' })).not.toBeInTheDocument();
  });

  it('when Tomás owes dues, his entry says how many and links to paying them with hers', async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const tomas = (await screen.findByText('Tomás Muñoz Pérez')).closest('li')!;
    expect(tomas).toHaveTextContent('Debe 3 cuotas: puedes pagarlas tú, junto con las tuyas.');
    // The dues screen opens with his account ticked and his 3 months chosen.
    const { data } = await mock.asMember<{ data: { id: number; nombre_completo: string }[] }>(
      'socios/account/associated',
    );
    const id = data.find((a) => a.nombre_completo === 'Tomás Muñoz Pérez')!.id;
    const pay = within(tomas).getByRole('link', { name: 'Pagar cuotas de Tomás Muñoz Pérez' });
    expect(pay).toHaveAttribute('href', `/pago/cuota?type_cuota=normal&cuentas=${id}&numero_cuotas=3`);
    // And what that charges: the dues screen adds her own 3 months.
    const charged = `3 de Tomás + 3 tuyas: ${formatMoney(3 * CHILD.dues + 3 * REGULAR.dues)}`;
    await waitFor(() => expect(pay).toHaveAccessibleDescription(charged));
  });

  it('when the member has associated accounts, lists name, formatted RUT and paid-up date', async () => {
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const list = await screen.findByRole('region', { name: 'Cuentas asociadas' });
    expect(await within(list).findByText('Tomás Muñoz Pérez')).toBeInTheDocument();
    expect(within(list).getByText('RUT 21.436.587-1')).toBeInTheDocument();
    expect(within(list).getByText('Al día hasta agosto de 2026')).toBeInTheDocument();
    expect(within(list).getByText('Sofía Muñoz Pérez')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Eliminar asociado' })).toHaveLength(2);
  });

  it('when removal is confirmed, the account leaves the list', async () => {
    const user = userEvent.setup();
    await mock.loginAs('123456785');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    const [first] = await screen.findAllByRole('button', { name: 'Eliminar asociado' });
    await user.click(first!);
    expect(await screen.findByText('Confirmar eliminacion')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Tomás Muñoz Pérez')).not.toBeInTheDocument());
    // The API's word that it is done, in a message at the top of the screen.
    expect(screen.getByRole('status')).toHaveTextContent('Cuenta asociada eliminada.');
    // Her associates as the API lists them: Tomás is no longer in her care.
    const { data } = await mock.asMember<{ data: { nombre_completo: string }[] }>(
      'socios/account/associated',
    );
    expect(data.map((a) => a.nombre_completo)).toEqual(['Sofía Muñoz Pérez']);
  });

  it('when the member has none, a friendly empty state shows', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    expect(await screen.findByText(/Aún no tienes cuentas asociadas/)).toBeInTheDocument();
  });

  it('when the invitation was accepted, says so', async () => {
    await mock.loginAs('156782343');
    renderAt(<AssociatesPage />, { route: '/my-account', path: `${PATH}&invitation_accepted=true` });
    expect(screen.getByText('Invitación aceptada exitosamente.')).toBeInTheDocument();
  });
});

describe("AssociatesPage — its route's loader", () => {
  it('asks for the accounts, the invitations sent and the guardian before the screen renders, which takes them: one request each', async () => {
    await mock.loginAs('214365871');
    const asked = mock.watchRequests();
    const reads = ['/socios/account/associated', '/socios/account/invitations', '/socios/account/guardian'];
    const times = (path: string) => asked.filter((p) => p.endsWith(path)).length;
    clientLoader();
    expect(reads.map(times)).toEqual([1, 1, 1]);
    renderAt(<AssociatesPage />, { route: '/my-account', path: PATH });
    await screen.findByRole('region', { name: 'Tu cuenta está a cargo de María José Pérez Soto' });
    await screen.findByText(/Aún no tienes cuentas asociadas/);
    expect(reads.map(times)).toEqual([1, 1, 1]);
  });
});
