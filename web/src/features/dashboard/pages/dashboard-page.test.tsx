import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { startMockApi, TEST_NOW } from '../../../test/mock-api';
import { PERSONAS } from '../../../../../test-support';
import DashboardPage from './dashboard-page';
import { formatMoney } from '../../../domain/money';
import { CHILD, PEDRO_DEBT, PEDRO_REGULARIZATION, REGULAR } from '../../../../../test-support/persona-fees';

const mock = startMockApi();

/**
 * Pedro regularises as a member does (on a day he owes 24 dues): the amount the API quotes, paid by
 * Webpay at the fake provider, then confirmed by the club.
 */
async function pedroRegularises(on: string) {
  mock.clock.set(on);
  await mock.loginAs(PERSONAS.pedro);
  const quote = await mock.asMember<{ cuotas_pendientes: number; total: number }>(
    'socios/account/payments/regularization/pending-amount',
  );
  const start = await mock.asMember<{ ws_token: string; id_compra: number }>(
    'payments/create-payment-cuotas-regularizacion',
    'POST',
    {
      numero_cuotas: quote.cuotas_pendientes,
      tipo_pago: 'regularizacion',
      valor: quote.total,
      buyOrder: 'TEST-DASH-REG',
      metodo_pago: 'webpay',
    },
  );
  await mock.payCheckout(start.ws_token);
  await mock.confirmPayment(start.id_compra);
}

async function showDashboard(rut: string) {
  await mock.loginAs(rut);
  renderAt(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
}

/** Juan starts paying his 3 dues by Webpay; `pay` also sends the card form (approved, not yet confirmed). */
async function juanStartsWebpay(pay: boolean) {
  await mock.loginAs(PERSONAS.juanCarlos);
  const start = await mock.startWebpayDues('TEST-DASH-OPEN');
  if (pay) await mock.payCheckout(start.ws_token);
  return start.id_compra;
}

describe('DashboardPage', () => {
  it('when Juan’s Webpay payment is in confirmation, the block leads with it: no dues to pay, no total, no Pagar', async () => {
    const id = await juanStartsWebpay(true);
    renderAt(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('Pago en confirmación')).toHaveClass('dash-status__text');
    expect(
      screen.getByText(new RegExp(`Tu banco aprobó tu pago \\(Nº de compra ${id}\\)`)),
    ).toBeInTheDocument();
    expect(screen.queryByText('3 cuotas pendientes')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total adeudado/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Webpay/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver estado del pago' })).toHaveAttribute(
      'href',
      `/payments/final?id_compra=${id}`,
    );
  });

  it('when María José’s saved-card charge is in confirmation, it never reads as a payment left at Webpay', async () => {
    await mock.loginAs(PERSONAS.mariaJose);
    const charge = await mock.asMember<{ id_compra: number }>(
      'payments/transbank/oneclick/authorize/cuota',
      'POST',
      {
        numero_cuotas: 1,
        tipo_pago: 'cuotas',
        valor: REGULAR.dues,
        buyOrder: 'TEST-DASH-ONECLICK',
        metodo_pago: 'oneclick',
        selectedAccounts: [],
      },
    );
    renderAt(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('Pago en confirmación')).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`Tu banco aprobó tu pago \\(Nº de compra ${charge.id_compra}\\)`)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Webpay/)).not.toBeInTheDocument();
  });

  it('when Juan left Webpay’s card form in this tab, the dashboard offers to resume it there', async () => {
    const id = await juanStartsWebpay(false);
    sessionStorage.setItem(
      'portal.webpay-handoff',
      JSON.stringify({ url: `${mock.url}/webpay/init`, token: 'tok', idCompra: id, at: Date.now() }),
    );
    renderAt(<DashboardPage />, { route: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('Tienes un pago sin terminar en Webpay')).toBeInTheDocument();
    expect(screen.getByText('3 cuotas pendientes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retomar en Webpay' })).toBeInTheDocument();
    sessionStorage.clear();
  });

  it('when María José manages Tomás and Sofía, the family block says what each owes or has to do, and pays for Tomás', async () => {
    vi.useFakeTimers({ now: new Date(TEST_NOW), toFake: ['Date'] });
    await showDashboard(PERSONAS.mariaJose);
    const block = await screen.findByRole('region', { name: 'Tu familia' });
    expect(await within(block).findByText('2 cuentas asociadas')).toBeInTheDocument();
    const items = within(block).getAllByRole('listitem');
    // Months, and the amount the fee schedule prices them at (3 of his child's dues).
    expect(items[0]).toHaveTextContent('Tomás Muñoz Pérez');
    expect(items[0]).toHaveTextContent('septiembre a noviembre de 2026');
    await waitFor(() => expect(items[0]).toHaveTextContent(`Debe 3 cuotas · ${formatMoney(3 * CHILD.dues)}`));
    const tomas = await mock.asMember<{ data: { id: number; nombre_completo: string }[] }>(
      'socios/account/associated',
    );
    const tomasId = tomas.data.find((a) => a.nombre_completo === 'Tomás Muñoz Pérez')!.id;
    const pay = within(items[0]!).getByRole('link', { name: 'Pagar por Tomás' });
    expect(pay).toHaveAttribute('href', `/pago/cuota?type_cuota=normal&cuentas=${tomasId}&numero_cuotas=3`);
    // What the dues screen charges: his 3 months and her own 3, which it always ticks.
    const charged = `3 de Tomás + 3 tuyas: ${formatMoney(3 * CHILD.dues + 3 * REGULAR.dues)}`;
    await waitFor(() => expect(pay).toHaveAccessibleDescription(charged));
    expect(items[1]).toHaveTextContent('Sofía Muñoz Pérez');
    expect(items[1]).toHaveTextContent('Debe pagar incorporación');
    expect(items[1]).toHaveTextContent('La paga desde su propia cuenta');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    // Only one of them owes dues: his own button is the one way to pay, no 'Pagar por todos'.
    expect(within(block).queryByRole('link', { name: /Pagar por todos/ })).toBeNull();
    vi.useRealTimers();
  });

  it('when the member is al día, says until which month by its Spanish name, and shows no Pagar', async () => {
    await showDashboard(PERSONAS.mariaJose);
    expect(await screen.findByText('Se encuentra al día hasta Noviembre, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Regularizar' })).not.toBeInTheDocument();
  });

  it('when the member is al día, shows the card, the date joined, the associates and the counter', async () => {
    await showDashboard(PERSONAS.mariaJose);
    const card = screen.getByRole('region', { name: 'Credencial de socio' });
    expect(within(card).getByText('María José Pérez Soto')).toBeInTheDocument();
    expect(within(card).getByText('SOCIO Nº 10.234')).toBeInTheDocument();
    expect(within(card).getByText('Ñuñoa')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'María José Pérez Soto (sin foto)' })).toHaveTextContent(
      'MP',
    );
    expect(screen.getByText('10 de marzo de 2015')).toBeInTheDocument();
    expect(await screen.findByText('2 cuentas asociadas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Administrar' })).toHaveAttribute(
      'href',
      '/my-account?menu=associate-accounts',
    );
    expect(await screen.findByText(/^\d{2}\.\d{3}$/, { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('when dues are pending, says how many (plural) with Pagar to the dues screen', async () => {
    await showDashboard(PERSONAS.juanCarlos);
    expect(await screen.findByText('3 cuotas pendientes')).toBeInTheDocument();
    // The screen opens with the 3 dues chosen, from the link itself (a reload keeps them).
    expect(screen.getByRole('link', { name: 'Pagar' })).toHaveAttribute(
      'href',
      '/pago/cuota?type_cuota=normal&numero_cuotas=3',
    );
    expect(screen.queryByText('Regulariza tu situación')).not.toBeInTheDocument();
  });

  it('when exactly one due is pending, the wording is singular', async () => {
    // Juan Carlos is paid up to August (three months before the pinned clock): in September he owes one.
    mock.clock.set('2026-09-21T12:00:00-03:00');
    await showDashboard(PERSONAS.juanCarlos);
    expect(await screen.findByText('1 cuota pendiente')).toBeInTheDocument();
  });

  it('when 24 or more dues are owed and the member may regularise, offers paying 50% of the debt and names its cost', async () => {
    await showDashboard(PERSONAS.pedro);
    expect(await screen.findByText('45 cuotas pendientes')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Regulariza tu situación' });
    expect(box).toHaveTextContent('Con 24 o más cuotas adeudadas puedes regularizar');
    expect(box).toHaveTextContent('50% de la deuda');
    // What it costs besides the money (SPEC §5), before he is led there.
    expect(box).toHaveTextContent(
      'Al regularizar ya no podrás optar a ser socio honorario por cumplir 30 años como socio.',
    );
    expect(box).toHaveTextContent('una vez cada 5 años');
    expect(within(box).getByRole('link', { name: 'Regularizar' })).toHaveAttribute(
      'href',
      '/pago/regularizacion?type_cuota=regularizacion',
    );
    // The price, not only the percentage: what the API quotes for his 45 dues.
    expect(
      await within(box).findByText(
        `Pagas ${formatMoney(PEDRO_REGULARIZATION.valor)} en vez de ${formatMoney(PEDRO_DEBT)} y quedas al día.`,
      ),
    ).toBeInTheDocument();
  });

  it('when the member regularised less than 5 years ago, the box is not offered', async () => {
    // Paid up to 2023-02, he owes 24 in February 2025 and regularises; two years later he owes 24 again.
    await pedroRegularises('2025-02-10T12:00:00-03:00');
    mock.clock.set('2027-02-10T12:00:00-03:00');
    await showDashboard(PERSONAS.pedro);
    expect(await screen.findByText('24 cuotas pendientes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Regularizar' })).not.toBeInTheDocument();
  });

  it.each([
    [PERSONAS.renuncia, 'Renuncia'],
    [PERSONAS.eliminado, 'Eliminado'],
    [PERSONAS.noHabilitado, 'No Habilitado'],
  ])(
    'when the RUT %s is blocked, says it is in estado %s and shows no member content',
    async (rut, label) => {
      await showDashboard(rut);
      expect(
        screen.getByText(`Según nuestros registros este RUT se encuentra en estado de ${label}.`),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'socios@example.cl' })).toBeInTheDocument();
      expect(screen.queryByText('Estado de cuotas')).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Credencial de socio' })).not.toBeInTheDocument();
    },
  );
});
