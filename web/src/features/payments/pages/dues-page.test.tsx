import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi, TEST_NOW } from '../../../test/mock-api';
import { getSession } from '../../../session/session';
import { captureProviderForm, choose, optionLabels, probeRoutes, row } from '../testing';
import DuesPage from './dues-page';
import { formatMoney } from '../../../domain/money';
import {
  CHILD,
  PEDRO_DEBT,
  PEDRO_REGULARIZATION,
  REGULAR,
  YOUTH,
} from '../../../../../test-support/persona-fees';

const mock = startMockApi();
const COUNT = 'Cantidad de cuotas';

/** Opens the screen at `path`; `state` is what the screen that links here passes along. */
async function renderDues(path = '/pago/cuota?type_cuota=normal', state?: unknown) {
  const { router } = renderAt(<DuesPage />, {
    route: '/pago/cuota',
    path: state ? '/' : path,
    extraRoutes: probeRoutes('/payments/final', '/pago/regularizacion'),
  });
  if (state) await act(() => router.navigate(path, { state }));
  return router;
}

/** Chooses 1 dues, presses Pagar and answers the saved-card question; the Pagar button. */
async function payOneWithSavedCard(answer: 'Cancelar' | 'Confirmar') {
  const user = userEvent.setup();
  await choose(user, COUNT, '1 cuota');
  const pay = await screen.findByRole('button', { name: 'Pagar' });
  await waitFor(() => expect(pay).toBeEnabled());
  await user.click(pay);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: answer }));
  return pay;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Tomás's id, as María José's associated accounts list it. */
async function tomasId() {
  const { data } = await mock.asMember<{ data: { id: number; nombre_completo: string }[] }>(
    'socios/account/associated',
  );
  return data.find((a) => a.nombre_completo === 'Tomás Muñoz Pérez')!.id;
}

describe('DuesPage', () => {
  it("when María José opens it, her account is ticked and locked, Tomás can be ticked and Sofía can't", async () => {
    await mock.loginAs('123456785');
    await renderDues();
    const own = await screen.findByRole('checkbox', { name: /María José Pérez Soto/ });
    expect(own).toBeChecked();
    expect(own).toBeDisabled();
    expect(await screen.findByText('Al día hasta noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByText('RUT 12.345.678-5')).toBeInTheDocument();
    const tomas = screen.getByRole('checkbox', { name: /Tomás Muñoz Pérez/ });
    expect(tomas).toBeEnabled();
    expect(tomas).not.toBeChecked();
    const sofia = screen.getByRole('checkbox', { name: /Sofía Muñoz Pérez/ });
    expect(sofia).toBeDisabled();
    expect(within(sofia.closest('li')!).getByText('Debe pagar incorporación')).toBeInTheDocument();
    expect(
      within(sofia.closest('li')!).getByText(`Valor cuota ${formatMoney(YOUTH.dues)}`),
    ).toBeInTheDocument();
    // Her box is disabled: the screen says who pays her incorporation (she does, from her account).
    expect(sofia.closest('li')).toHaveTextContent(
      'Sofía Muñoz Pérez paga su incorporación desde su propia cuenta',
    );
  });

  it("when the dashboard's 'Pagar' sent 3 pending dues, they are chosen and the total shows", async () => {
    await mock.loginAs('156782343');
    await renderDues(undefined, { cuotas_pendientes: 3 });
    await waitFor(() => expect(row('Total a pagar')).toBe(formatMoney(3 * REGULAR.dues)));
    expect(screen.getByRole('combobox', { name: COUNT })).toHaveDisplayValue('3 cuotas');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
  });

  it('when Juan opens it from the menu (no navigation state), his 3 pending dues are chosen', async () => {
    await mock.loginAs('156782343');
    await renderDues();
    await waitFor(() => expect(row('Total a pagar')).toBe(formatMoney(3 * REGULAR.dues)));
    expect(row('Cuotas pendientes')).toBe('3');
    expect(screen.getByRole('combobox', { name: COUNT })).toHaveDisplayValue('3 cuotas');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
    expect(screen.queryByText('Regularizar te sale más barato')).toBeNull();
  });

  it('when Pedro may regularise, the screen says it is cheaper, what it costs besides, and links to it', async () => {
    await mock.loginAs('98765433');
    await renderDues();
    const hint = (await screen.findByText('Regularizar te sale más barato')).closest('[role="status"]')!;
    expect(hint).toHaveTextContent(
      `pagas ${formatMoney(PEDRO_REGULARIZATION.valor)} y quedas al día con tus 45 cuotas pendientes (pagarlas cuota a cuota cuesta ${formatMoney(PEDRO_DEBT)})`,
    );
    // Cheaper in money only: what it costs besides is said where it is offered.
    expect(hint).toHaveTextContent('ya no podrás optar a ser socio honorario por cumplir 30 años como socio');
    expect(hint).toHaveTextContent('solo puedes regularizar una vez cada 5 años');
    await userEvent
      .setup()
      .click(within(hint as HTMLElement).getByRole('link', { name: 'Ver la regularización' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pago/regularizacion');
  });

  it('when the OneClick confirmation is cancelled, nothing is charged', async () => {
    await mock.loginAs('123456785');
    const before = (await mock.purchases()).length;
    await renderDues('/pago/cuota?payment_method=oneclick', undefined);
    const pay = await payOneWithSavedCard('Cancelar');
    await waitFor(() => expect(pay).toBeEnabled());
    expect(await mock.purchases()).toHaveLength(before);
  });

  it('when it opens, the dues count offers the placeholder then 1 to 24, and Pagar waits for a choice', async () => {
    await mock.loginAs('123456785');
    await renderDues();
    await screen.findByRole('combobox', { name: COUNT });
    const labels = await optionLabels(COUNT);
    expect(labels[0]).toBe('Selecciona');
    expect(labels[1]).toBe('1 cuota');
    expect(labels.at(-1)).toBe('24 cuotas');
    expect(labels).toHaveLength(25);
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeDisabled();
  });

  it('when the navigation says incorporacion, the dues count starts at min_cuotas', async () => {
    await mock.loginAs('123456785');
    await renderDues(undefined, { type_pay: 'incorporacion' });
    await screen.findByRole('combobox', { name: COUNT });
    const labels = await optionLabels(COUNT);
    expect(labels.slice(0, 2)).toEqual(['Selecciona', '3 cuotas']);
    expect(labels).toHaveLength(23);
  });

  it('when 3 dues are chosen for her and Tomás, the summary adds both up', async () => {
    await mock.loginAs('123456785');
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await renderDues(undefined, { cuotas_pendientes: 0 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Tomás/ }));
    await choose(user, COUNT, '3 cuotas');
    await waitFor(() => expect(row('Total a pagar')).toBe(formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)));
    // The family's pending dues: none of hers, Tomás's 3.
    expect(row('Cuotas pendientes')).toBe('3');
    expect(row('Cuotas seleccionadas')).toBe('3');
    // Grouped by person: hers first, then Tomás's.
    const people = within(screen.getByLabelText('Resumen del pago')).getAllByText(/^(Tú · |Tomás)/, {
      selector: 'dt',
    });
    expect(people.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])).toEqual([
      ['Tú · María José Pérez Sotodiciembre de 2026 a febrero de 2027', formatMoney(3 * REGULAR.dues)],
      ['Tomás Muñoz Pérezseptiembre de 2026 a noviembre de 2026', formatMoney(3 * CHILD.dues)],
    ]);
    // SPEC §2's breakdown at the June 2023 value change, and the associated accounts' total.
    expect(row('Cuotas hasta mayo de 2023 (valor anterior)')).toBe('$0');
    expect(row('Cuotas desde junio de 2023')).toBe(formatMoney(3 * REGULAR.dues + 3 * CHILD.dues));
    expect(row('Total cuentas asociadas')).toBe(formatMoney(3 * CHILD.dues));
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('when the method is OneClick without a saved card, the button reads Inscribir tarjeta and enrols', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    const before = (await mock.purchases()).length;
    await renderDues('/pago/cuota?type_cuota=normal&payment_method=oneclick');
    const user = userEvent.setup();
    await choose(user, COUNT, '3 cuotas');
    const enrol = await screen.findByRole('button', { name: 'Inscribir tarjeta' });
    await waitFor(() => expect(enrol).toBeEnabled());
    await user.click(enrol);
    expect(await screen.findByText('Redireccionando...')).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect(forms[0]!.action).toMatch(/\/webpay\/oneclick\/inscription$/);
    expect(Object.keys(forms[0]!.fields)).toEqual(['TBK_TOKEN']);
    expect(getSession().status).toBe(1);
    // Enrolling a card on that inscription brings the member back to this screen, as it was.
    expect(await mock.enrolTestCard(forms[0]!.fields.TBK_TOKEN!)).toBe(
      'http://localhost/pago/cuota?type_cuota=normal&payment_method=oneclick&numero_cuotas=3&status_oneclick=true',
    );
    expect(await mock.purchases()).toHaveLength(before);
  });

  it('when paying by Webpay, the hidden form posts token_ws and the status flag is 1', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    await renderDues();
    const user = userEvent.setup();
    await choose(user, COUNT, '3 cuotas');
    await waitFor(() => expect(row('Total a pagar')).toBe(formatMoney(3 * REGULAR.dues)));
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redireccionando...');
    const purchase = (await mock.purchases()).at(-1)!;
    expect(purchase).toMatchObject({
      rut: '156782343',
      total: 3 * REGULAR.dues,
      tipo_pago: 'cuotas',
      metodo_pago: 'webpay',
    });
    expect(purchase.buyOrder.length).toBeLessThanOrEqual(26);
    expect(forms).toEqual([
      {
        action: expect.stringMatching(/\/webpay\/init$/),
        method: 'post',
        fields: { token_ws: purchase.token },
      },
    ]);
    expect(getSession().status).toBe(1);
  });

  it('when María José pays with her saved card, a double click charges once and the final page opens', async () => {
    await mock.loginAs('123456785');
    const before = (await mock.purchases()).length;
    await renderDues();
    const user = userEvent.setup();
    await user.click(await screen.findByText('OneClick'));
    await choose(user, COUNT, '2 cuotas');
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(screen.getByText('Se cobrará en tu tarjeta VISA ····6623.')).toBeInTheDocument();
    fireEvent.click(pay);
    // A saved card is charged at once: nothing happens before the member confirms amount and card.
    const dialog = await screen.findByRole('dialog', {
      name: `¿Pagar ${formatMoney(2 * REGULAR.dues)} con VISA ····6623?`,
    });
    expect((await mock.purchases()).slice(before)).toHaveLength(0);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(pay).toBeDisabled(); // in flight
    const location = await screen.findByTestId('location');
    const added = (await mock.purchases()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ rut: '123456785', metodo_pago: 'oneclick', total: 2 * REGULAR.dues });
    expect(location).toHaveTextContent(`/payments/final?id_compra=${added[0]!.id_compra}`);
  });

  it('when the saved card is rejected, the message shows above the button and the button comes back', async () => {
    await mock.loginAs('123456785');
    await mock.revokeCard('123456785');
    await renderDues('/pago/cuota?payment_method=oneclick');
    const pay = await payOneWithSavedCard('Confirmar');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pago rechazado (código -96)');
    expect(alert.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
  });

  it('when type_cuota is regularizacion, it goes to the regularisation screen', async () => {
    await mock.loginAs('98765433');
    await renderDues('/pago/cuota?type_cuota=regularizacion');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/pago/regularizacion?type_cuota=regularizacion',
    );
  });

  it('when the card enrolment comes back, the success banner shows', async () => {
    await mock.loginAs('123456785');
    await renderDues('/pago/cuota?payment_method=oneclick&status_oneclick=true');
    expect(await screen.findByText('Tu tarjeta ha sido inscrita exitosamente.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'OneClick' })).toBeChecked();
  });

  it("when a 'pay for Tomás' link opens it, Tomás is ticked and his months chosen; what he cannot pay for is not", async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await mock.loginAs('123456785');
    const id = await tomasId();
    // Sofía (no paid-up date) and an account that is not hers are named too: neither is ticked.
    await renderDues(`/pago/cuota?type_cuota=normal&cuentas=${id},3,999&numero_cuotas=3`);
    expect(await screen.findByRole('checkbox', { name: /Tomás Muñoz Pérez/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sofía Muñoz Pérez/ })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: COUNT })).toHaveDisplayValue('3 cuotas');
    await waitFor(() => expect(row('Total a pagar')).toBe(formatMoney(3 * REGULAR.dues + 3 * CHILD.dues)));
    expect(row('Cuotas pendientes')).toBe('3');
    expect(row('De Tomás')).toBe('3');
    // Her own box says why it is there.
    expect(screen.getByRole('checkbox', { name: /María José Pérez Soto/ }).closest('li')).toHaveTextContent(
      'Tu cuenta va siempre incluida: cada pago cubre la misma cantidad de cuotas tuyas y de cada cuenta que marques.',
    );
  });

  it('when the count or the ticks change, the address keeps them, so a reload or a new login brings them back', async () => {
    await mock.loginAs('123456785');
    const id = await tomasId();
    const router = await renderDues();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /Tomás/ }));
    await choose(user, COUNT, '2 cuotas');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?type_cuota=normal&cuentas=${id}&numero_cuotas=2`),
    );
    await user.click(screen.getByRole('checkbox', { name: /Tomás/ }));
    await choose(user, COUNT, 'Selecciona');
    await waitFor(() => expect(router.state.location.search).toBe('?type_cuota=normal&numero_cuotas=0'));
    expect(screen.getByRole('checkbox', { name: /Tomás/ })).not.toBeChecked();
  });

  it('when the member has a saved card, the screen starts on OneClick, and does not ask to turn on what is on', async () => {
    await mock.loginAs('123456785');
    await renderDues();
    expect(await screen.findByRole('radio', { name: 'OneClick' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Webpay' })).not.toBeChecked();
    expect(await screen.findByText(/Tu Pago Albomático está activado/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configurar' })).toHaveAttribute(
      'href',
      '/pagos/automaticos?menu=pagos-automaticos',
    );
    expect(screen.queryByText(/Activa el Pago Albomático/)).toBeNull();
  });

  it('when the member has no saved card, the screen starts on Webpay and invites to the automatic payment', async () => {
    await mock.loginAs('156782343');
    await renderDues();
    expect(await screen.findByRole('radio', { name: 'Webpay' })).toBeChecked();
    expect(await screen.findByRole('link', { name: 'Activa el Pago Albomático' })).toHaveAttribute(
      'href',
      '/pagos/automaticos?menu=pagos-automaticos',
    );
  });
});
