import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import PaymentsHistoryPage from './payments-history-page';
import PurchasesHistoryPage from './purchases-history-page';

const mock = startMockApi();

const rowOf = (table: HTMLElement, id: string) => {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};

describe('history pages', () => {
  it('when María José opens her payments, both tables list them and paid rows link their receipt', async () => {
    await mock.loginAs('123456785');
    renderAt(<PaymentsHistoryPage />, { route: '/h', path: '/h' });
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    expect(await within(normal).findAllByRole('row')).toHaveLength(5);
    // The second table comes with the data (while loading there is one placeholder, so nothing moves).
    const extra = screen.getByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    expect(
      within(normal)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nº', 'Fecha', 'Acciones', 'Receptor', 'Monto', 'Periodo', 'Comprobante']);
    const paid = rowOf(normal, '203');
    expect(paid).toHaveClass('history-row--paid');
    expect(paid).toHaveTextContent('$4.000');
    expect(paid).toHaveTextContent('Septiembre 2026 - Octubre 2026');
    const link = within(paid).getByRole('link', { name: /Ver comprobante/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(link.getAttribute('href')).toMatch(/\/api\/vouchers\/102\?token=/);
    const rejected = rowOf(extra, '206');
    expect(rejected).not.toHaveClass('history-row--paid');
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Rechazado');
  }, 15_000);

  it('when a member has paid nothing extraordinary, that table says so kindly', async () => {
    await mock.loginAs('156782343');
    renderAt(<PaymentsHistoryPage />, { route: '/h', path: '/h' });
    const extra = await screen.findByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    expect(
      await within(extra).findByText('Aún no tienes aportes extraordinarios registrados.'),
    ).toBeInTheDocument();
  });

  it('when María José opens her purchases, each says PAGADA or NO PAGADA with its amount and voucher', async () => {
    await mock.loginAs('123456785');
    renderAt(<PurchasesHistoryPage />, { route: '/c', path: '/c' });
    const table = await screen.findByRole('region', { name: 'Historial de compras' });
    expect(await within(table).findAllByText('PAGADA')).toHaveLength(4);
    const unpaid = rowOf(table, '105');
    expect(unpaid).toHaveTextContent('NO PAGADA');
    expect(unpaid).toHaveTextContent('$1.000');
    expect(within(unpaid).getByRole('link', { name: /Ver voucher/ })).toHaveAttribute('target', '_blank');
  });

  it('when a member has no purchases, the table shows a friendly empty state', async () => {
    mock.store.state.purchases = [];
    await mock.loginAs('123456785');
    renderAt(<PurchasesHistoryPage />, { route: '/c', path: '/c' });
    expect(await screen.findByText('Aún no tienes compras registradas.')).toBeInTheDocument();
  });
});
