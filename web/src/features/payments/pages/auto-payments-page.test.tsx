import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { startMockApi, TEST_NOW } from '../../../test/mock-api';
import { captureProviderForm, choose, openAs, openAt } from '../testing';
import { seededDues } from '../../../../../test-support/seeded-dues';
import AutoPaymentsPage from './auto-payments-page';
import { formatMoney } from '../../../domain/money';
import { REGULAR, YOUTH } from '../../../../../test-support/persona-fees';
import { saveUser } from '../../../session/session';
import { MemoryRouter } from 'react-router';
import { mutate, SWRConfig } from 'swr';
import { swrOptions } from '../../../app/swr-options';
import { forgetPreloadedReads, startReadsIntoCache } from '../../../app/preload-reads';
import { startAutoPaymentReads } from '../../../api/shared/get-auto-payment';
import { feeInfoKey, fetchFeeInfo } from '../../../api/shared/get-fee-info';
import { fetchSavedCard, savedCardKey } from '../../../api/shared/get-saved-card';
import { fetchPaymentsHistory, paymentsHistoryKey } from '../../../api/shared/get-payments-history';
import { AutoPaymentSummary } from '../../payments-shared/auto-payment-summary';

const mock = startMockApi();
const COUNT = 'Cuotas a pagar cada mes';
// The member API behind the screen: her setting, saving it, her saved card.
const CONFIG = 'socios/account/payments/config';
const SAVE = 'socios/account/payments/config/authorize-auto-payment';
const CARD = 'payments/transbank/oneclick/card';
afterEach(() => vi.restoreAllMocks());

const open = (rut: string, query = '?menu=pagos-automaticos') =>
  openAs(mock, rut, <AutoPaymentsPage />, `/pagos/automaticos${query}`);

/** The state card's value for `label` ('Estado', 'Tarjeta', 'Próximo cobro', 'Último cobro'). */
const stateRow = (label: string) =>
  screen.getByText(label, { selector: '.auto-summary dt' }).nextElementSibling;

describe('AutoPaymentsPage', () => {
  it('when María José opens it, the state says it is on, with which card, the next and the last charge', async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await open('123456785');
    await waitFor(() =>
      expect(stateRow('Último cobro')).toHaveTextContent(
        `1 de noviembre de 2026, ${formatMoney(seededDues(103, 1))} (pagado)`,
      ),
    );
    // each line settles with its own read (on a loaded machine the setting came after the history)
    await waitFor(() => expect(stateRow('Estado')).toHaveTextContent('Activado'));
    await waitFor(() => expect(stateRow('Tarjeta')).toHaveTextContent('VISA ····6623'));
    // Paid up to November: the next window that charges anything is December's.
    await waitFor(() =>
      expect(stateRow('Próximo cobro')).toHaveTextContent(
        `entre el 1 y el 5 de diciembre de 2026, ${formatMoney(REGULAR.dues)} (1 cuota)`,
      ),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('when Juan owes 3 dues and switches it on for 1 a month, it says his debt would never go down and how to catch up', async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await mock.loginAs('156782343');
    const start = await mock.asMember<{ ws_token: string }>('payments/transbank/oneclick/subscribe', 'POST', {
      tipo_pago: 'pago_automatico',
      return_path: '/pagos/automaticos',
    });
    await mock.enrolTestCard(start.ws_token);
    await mock.asMember(SAVE, 'POST', { numero_cuotas: 1, authorized: true });
    openAt(<AutoPaymentsPage />, '/pagos/automaticos?menu=pagos-automaticos');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Tienes 3 cuotas pendientes y el pago automático cobra 1 cuota al mes: así tu deuda no baja',
    );
    await waitFor(() => expect(stateRow('Último cobro')).toHaveTextContent('Aún no hay cobros automáticos'));
    // The dues screen opens with his 3 dues chosen.
    expect(screen.getByRole('link', { name: 'Pagar cuotas pendientes' })).toHaveAttribute(
      'href',
      '/pago/cuota?type_cuota=normal&numero_cuotas=3',
    );
  });

  it('when María José opens it, it shows her setting, the dues value and her saved card', async () => {
    await open('123456785');
    expect(screen.getByRole('heading', { level: 1, name: 'Pago Albomático' })).toBeInTheDocument();
    // The menu says 'Pago Automático' (SPEC §2): the line under the heading names it.
    expect(
      screen.getByText('Pago Automático de tus cuotas, cada mes con tu tarjeta guardada.'),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('VISA ····6623')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/XXXX/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Autorizar pago automático' })).toBeChecked();
    expect(
      screen.getByText(`Valor cuota: ${formatMoney(REGULAR.dues)}`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('when she comes back from enrolling a card with the payment off, Autorizar is chosen and the first charge is named', async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await mock.loginAs('123456785');
    await mock.asMember(SAVE, 'POST', { numero_cuotas: 1, authorized: false });
    openAt(<AutoPaymentsPage />, '/pagos/automaticos?menu=pagos-automaticos&status_oneclick=true');
    expect(await screen.findByText('Tu tarjeta ha sido inscrita exitosamente.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Autorizar pago automático' })).toBeChecked(),
    );
    expect(
      screen.getByText('El primer cobro se hará entre el 1 y el 5 de diciembre de 2026.'),
    ).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('when she saves 2 dues, the success shows in a green alert and the setting is stored', async () => {
    const user = await open('123456785');
    await choose(user, COUNT, '2 cuotas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const saved = await screen.findByText('Configuración de pago automático guardada.');
    expect(saved.closest('.l-alert.success')).not.toBeNull();
    expect(await mock.asMember(CONFIG)).toEqual({ cuotas: 2, enable: 1 });
  });

  it('when the server rejects the fields, each error shows in red under its field', async () => {
    const user = await open('156782343');
    await choose(user, COUNT, 'Selecciona');
    await user.click(screen.getByRole('radio', { name: 'Autorizar pago automático' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debes elegir entre 1 y 24 cuotas.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: COUNT })).toHaveAttribute('aria-invalid', 'true');
    await choose(user, COUNT, '3 cuotas');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const needsCard = await screen.findByText(
      'Debes agregar una tarjeta antes de activar el pago automático.',
    );
    // Red (the field's error) and what the radio group's description reads out.
    expect(needsCard).toHaveClass('l-error');
    expect(screen.getByRole('radiogroup', { name: 'Pago automático' })).toHaveAccessibleDescription(
      'Debes agregar una tarjeta antes de activar el pago automático.',
    );
  });

  it('when the card is deleted after the confirmation, a toast says so and the card is fetched again', async () => {
    const user = await open('123456785');
    await user.click(await screen.findByRole('button', { name: 'Eliminar tarjeta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminacion de tarjeta' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Tarjeta eliminada exitosamente')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Agregar tarjeta' })).toBeInTheDocument();
    expect(await mock.asMember(CARD)).toEqual({ data: null });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Desactivar pago automático' })).toBeChecked(),
    );
  });

  it("when a member without a card presses 'Agregar tarjeta', the enrolment form posts TBK_TOKEN", async () => {
    const forms = captureProviderForm();
    const user = await open('156782343');
    await user.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    expect(await screen.findByText('Redireccionando...')).toBeInTheDocument();
    expect(forms[0]!.action).toMatch(/\/webpay\/oneclick\/inscription$/);
    expect(Object.keys(forms[0]!.fields)).toEqual(['TBK_TOKEN']);
    // The token is the provider's inscription: enrolling a card on it brings her back to this screen.
    expect(await mock.enrolTestCard(forms[0]!.fields.TBK_TOKEN!)).toBe(
      'http://localhost/pagos/automaticos?menu=pagos-automaticos&status_oneclick=true',
    );
  });

  it('when the enrolment comes back, the success banner shows', async () => {
    await open('123456785', '?menu=pagos-automaticos&status_oneclick=true');
    expect(await screen.findByText('Tu tarjeta ha sido inscrita exitosamente.')).toBeInTheDocument();
  });

  it('when she turns it off before the window, the state says from which month nothing is charged', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00-03:00'), toFake: ['Date'] });
    const user = await open('123456785');
    await user.click(await screen.findByRole('radio', { name: 'Desactivar pago automático' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(stateRow('Estado')).toHaveTextContent('Desactivado'));
    await waitFor(() => expect(stateRow('Sin cobros desde')).toHaveTextContent('diciembre de 2026'));
    expect(screen.queryByText('Próximo cobro')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('when a birthday before the window moves her to the adult dues, from 7 days before it says the new amount and why', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00-03:00'), toFake: ['Date'] });
    const member = await mock.loginAs('123456785');
    saveUser({ ...member, fecha_nacimiento: '2008-11-25' }); // 17 today, 18 on the 25th
    openAt(<AutoPaymentsPage />, '/pagos/automaticos?menu=pagos-automaticos');
    await waitFor(() =>
      expect(stateRow('Próximo cobro')).toHaveTextContent(
        `entre el 1 y el 5 de diciembre de 2026, ${formatMoney(REGULAR.dues)} (1 cuota) en VISA ····6623`,
      ),
    );
    expect(stateRow('Cambia el monto')).toHaveTextContent(
      `sube a ${formatMoney(REGULAR.dues)}: cumples 18 en noviembre (antes ${formatMoney(YOUTH.dues)})`,
    );
    vi.useRealTimers();
  });
});

/** The state's block alone, with the app's SWR options (the cache the loader's reads go into). */
const renderSummary = () =>
  render(
    <SWRConfig value={swrOptions}>
      <MemoryRouter>
        <AutoPaymentSummary />
      </MemoryRouter>
    </SWRConfig>,
  );

describe("the state's reads started by the route's loader", () => {
  // They go into SWR's own cache, the app's: emptied after each test (a worker's files share it).
  afterEach(async () => {
    vi.useRealTimers();
    forgetPreloadedReads();
    await mutate(() => true, undefined, { revalidate: false });
  });

  it("when its reads answered before it mounted (a route's loader started them), its first render is whole: the next charge with its price", async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await mock.loginAs('123456785');
    await Promise.all([
      startAutoPaymentReads(),
      ...startReadsIntoCache(
        [feeInfoKey, fetchFeeInfo],
        [savedCardKey, fetchSavedCard],
        [paymentsHistoryKey, fetchPaymentsHistory],
      ),
    ]);
    renderSummary();
    // Read at once, not awaited: a placeholder first and the state a render later moved the screen.
    const nextCharge = screen.getByText('Próximo cobro', { selector: '.auto-summary dt' }).nextElementSibling;
    expect(nextCharge).toHaveTextContent(
      `entre el 1 y el 5 de diciembre de 2026, ${formatMoney(REGULAR.dues)} (1 cuota)`,
    );
  });

  it('when it mounts while its reads are on their way, the next charge is priced with one request', async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await mock.loginAs('123456785');
    const fetched = vi.spyOn(globalThis, 'fetch');
    // The loader starts its reads and the screen mounts at once: the block draws the setting the
    // moment it arrives, and asks for the price then.
    void startAutoPaymentReads();
    renderSummary();
    await waitFor(() => expect(stateRow('Próximo cobro')).toHaveTextContent(formatMoney(REGULAR.dues)));
    const priced = fetched.mock.calls.filter(([url]) => String(url).includes('/cuotas/valores?'));
    expect(priced).toHaveLength(1);
  });
});
