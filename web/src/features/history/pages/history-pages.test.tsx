import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, stubFetch } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { itemOf, openHistory } from '../testing';
import PaymentsHistoryPage from './payments-history-page';
import { apiBase } from '../../../api/client';

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
    ).toEqual(['Nº', 'Fecha', 'Acciones tipo de pago', 'Receptor', 'Monto', 'Periodo', 'Comprobante']);
    const paid = rowOf(normal, '203');
    expect(paid).toHaveClass('history-row--paid');
    expect(paid).toHaveTextContent('$4.000');
    expect(paid).toHaveTextContent('septiembre de 2026 a octubre de 2026');
    expect(paid).toHaveTextContent('4 de septiembre de 2026');
    // Payment 203 belongs to purchase 102; her 201 and Tomás's 202 both to purchase 101.
    // One number per row; each receipt link names its purchase.
    expect(
      within(rowOf(normal, '202')).getByRole('link', { name: /de la compra Nº 101$/ }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(normal, '201')).getByRole('link', { name: /de la compra Nº 101$/ }),
    ).toBeInTheDocument();
    // The receipt is a screen of the portal, opened in place, with no credential in its address.
    const link = within(paid).getByRole('link', { name: 'Ver comprobante de la compra Nº 102' });
    expect(link).toHaveAttribute('href', '/comprobante/102');
    expect(link).not.toHaveAttribute('target');
    const rejected = rowOf(extra, '206');
    expect(rejected).not.toHaveClass('history-row--paid');
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Rechazado');
  }, 30_000);

  it('when she follows a receipt link, the receipt screen learns where she was and the voucher address', async () => {
    await mock.loginAs('123456785');
    const { router } = renderAt(<PaymentsHistoryPage />, {
      route: '/h',
      path: '/h?menu=payments-history',
      extraRoutes: [{ path: '/comprobante/:idCompra', element: <p>comprobante</p> }],
    });
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    await within(normal).findByText('203');
    await userEvent.click(within(rowOf(normal, '203')).getByRole('link', { name: /Ver comprobante/ }));
    expect(await screen.findByText('comprobante')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/comprobante/102');
    expect(router.state.location.state).toEqual({
      from: '/h?menu=payments-history',
      urlVoucher: 'vouchers/102',
    });
  }, 30_000);

  it('when a real API gives no purchase number, a paid row links its voucher path (or says Pagado), never a broken link', async () => {
    const realFetch = globalThis.fetch;
    const item = (id: number, url_voucher: string) => ({
      id,
      fecha: '2026-11-01',
      tipo: 'Pago de cuotas',
      medio: 'Webpay',
      receptor: 'María José Pérez Soto',
      valor: 2000,
      periodo: 'Noviembre 2026',
      url_voucher,
      pago_relacionado: { id, estado: 2 },
    });
    stubFetch(() => [
      200,
      {
        history: [
          item(901, 'https://api.example.cl/comprobantes/901.pdf'),
          item(902, ''),
          item(903, 'vouchers/903'),
          item(904, 'javascript:alert(1)'),
        ],
        history_extra: [],
      },
    ]);
    try {
      renderAt(<PaymentsHistoryPage />, { route: '/h', path: '/h' });
      const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
      await within(normal).findByText('901');
      const absolute = within(rowOf(normal, '901')).getByRole('link', { name: /Ver comprobante/ });
      expect(absolute).toHaveAttribute('href', 'https://api.example.cl/comprobantes/901.pdf');
      expect(absolute).toHaveAttribute('target', '_blank');
      // A voucher path relative to the API: under the API's base, wherever the SPA is.
      const relative = within(rowOf(normal, '903')).getByRole('link', { name: /Ver comprobante/ });
      expect(relative.getAttribute('href')).toBe(
        new URL(`${apiBase()}vouchers/903`, window.location.href).href,
      );
      for (const id of ['902', '904']) {
        expect(within(rowOf(normal, id)).queryByRole('link')).not.toBeInTheDocument();
        expect(rowOf(normal, id)).toHaveTextContent('Pagado');
      }
    } finally {
      globalThis.fetch = realFetch;
    }
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
    expect(unpaid).toHaveTextContent('$1.000');
    // A rejected purchase charged nothing: it has no receipt to open.
    expect(within(unpaid).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(rowOf(table, '101')).getByRole('link', { name: 'Ver comprobante de la compra Nº 101' }),
    ).toHaveAttribute('href', '/comprobante/101');
  });

  it('when a member has no purchases, the table shows a friendly empty state', async () => {
    // Roberto has bought nothing yet.
    expect((await mock.purchases()).filter((p) => p.rut === '8765432K')).toEqual([]);
    await openHistory(mock, '8765432K', 'purchases');
    expect(await screen.findByText('Aún no tienes compras registradas.')).toBeInTheDocument();
  });
});
