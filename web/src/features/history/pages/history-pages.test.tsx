import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { itemOf, openHistory } from '../testing';
import { seededTotal } from '../../../../../test-support/seeded-dues';
import { formatMoney } from '../../../domain/money';
import PaymentsHistoryPage from './payments-history-page';

const mock = startMockApi();

const rowOf = (table: HTMLElement, id: string) =>
  itemOf(table, 'row', (r) => within(r).queryAllByRole('cell')[0]?.textContent === id, `row ${id}`);

describe('history pages', () => {
  it('when María José opens her payments, both tables list them and paid rows link their receipt', async () => {
    await openHistory(mock, '123456785', 'payments');
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    expect(await within(normal).findAllByRole('row')).toHaveLength(5);
    // The second table comes with the data (while loading there is one placeholder, so nothing moves).
    const extra = screen.getByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    expect(
      within(normal)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Nº de compra',
      'Fecha',
      'Acciones tipo de pago',
      'Receptor',
      'Monto',
      'Periodo',
      'Comprobante',
    ]);
    // 'Nº' is the purchase each payment belongs to (its related payment): payment 203 is purchase 102.
    const paid = rowOf(normal, '102');
    expect(paid).toHaveClass('history-row--paid');
    expect(paid).toHaveTextContent(formatMoney(seededTotal(102)));
    expect(paid).toHaveTextContent('septiembre de 2026 a octubre de 2026');
    expect(paid).toHaveTextContent('4 de septiembre de 2026');
    // Her payment and Tomás's were one purchase, 101: both rows give that one number.
    const purchase101 = within(normal)
      .getAllByRole('row')
      .filter((r) => within(r).queryAllByRole('cell')[0]?.textContent === '101');
    expect(purchase101).toHaveLength(2);
    for (const row of purchase101)
      expect(
        within(row).getByRole('link', { name: 'Ver comprobante (Nº de compra 101)' }),
      ).toBeInTheDocument();
    // The receipt is a screen of the portal, opened in place, with no credential in its address.
    const link = within(paid).getByRole('link', { name: 'Ver comprobante (Nº de compra 102)' });
    expect(link).toHaveAttribute('href', '/comprobante/102');
    expect(link).not.toHaveAttribute('target');
    const rejected = rowOf(extra, '105');
    expect(rejected).not.toHaveClass('history-row--paid');
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Rechazado');
  });

  it('when Juan left a Webpay payment at its card form, both histories say it did not end there, never in confirmation', async () => {
    await mock.loginAs('156782343');
    const start = await mock.startWebpayDues('TEST-HISTORY-OPEN');
    const id = String(start.id_compra);
    await openHistory(mock, '156782343', 'payments');
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    const row = await within(normal).findByRole('row', { name: new RegExp(`^${id} `) });
    expect(await within(row).findByText('Sin terminar en Webpay')).toBeInTheDocument();
    expect(screen.queryByText(/en confirmación/i)).not.toBeInTheDocument();
  });

  it('when she follows a receipt link, the receipt screen learns where she was and the voucher address', async () => {
    await mock.loginAs('123456785');
    const { router } = renderAt(<PaymentsHistoryPage />, {
      route: '/h',
      path: '/h?menu=payments-history',
      extraRoutes: [{ path: '/comprobante/:idCompra', element: <p>comprobante</p> }],
    });
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    await within(normal).findByText('102');
    await userEvent.click(within(rowOf(normal, '102')).getByRole('link', { name: /Ver comprobante/ }));
    expect(await screen.findByText('comprobante')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comprobante/102');
    expect(router.state.location.state).toEqual({
      from: '/h?menu=payments-history',
      urlVoucher: 'vouchers/102',
    });
  });

  it('when a member has paid nothing extraordinary, that table says so kindly', async () => {
    await openHistory(mock, '156782343', 'payments');
    const extra = await screen.findByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    expect(
      await within(extra).findByText('Aún no tienes aportes extraordinarios registrados.'),
    ).toBeInTheDocument();
  });

  it('when María José opens her purchases, each says PAGADA or NO PAGADA with its amount and receipt', async () => {
    await openHistory(mock, '123456785', 'purchases');
    const table = await screen.findByRole('region', { name: 'Historial de compras' });
    expect(await within(table).findAllByText('PAGADA')).toHaveLength(4);
    const unpaid = rowOf(table, '105');
    expect(unpaid).toHaveTextContent('NO PAGADA');
    expect(unpaid).toHaveTextContent(formatMoney(seededTotal(105)));
    // A rejected purchase charged nothing: it has no receipt to open.
    expect(within(unpaid).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(rowOf(table, '101')).getByRole('link', { name: 'Ver comprobante (Nº de compra 101)' }),
    ).toHaveAttribute('href', '/comprobante/101');
  });

  it('when a member has no purchases, the table shows a friendly empty state', async () => {
    // Roberto has bought nothing yet.
    expect((await mock.purchases()).filter((p) => p.rut === '8765432K')).toEqual([]);
    await openHistory(mock, '8765432K', 'purchases');
    expect(await screen.findByText('Aún no tienes compras registradas.')).toBeInTheDocument();
  });
});
