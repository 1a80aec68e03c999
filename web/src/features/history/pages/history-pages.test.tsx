import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(link.getAttribute('href')).toMatch(/\/api\/vouchers\/102$/); // no token in any URL
    const rejected = rowOf(extra, '206');
    expect(rejected).not.toHaveClass('history-row--paid');
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(rejected).toHaveTextContent('Rechazado');
  }, 15_000);

  it('when the receipt link is opened with the keyboard, a new tab gets a one-time link that works once', async () => {
    await mock.loginAs('123456785');
    const tab = { opener: {} as unknown, location: { replace: vi.fn() }, document: { title: '', body: {} } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderAt(<PaymentsHistoryPage />, { route: '/h', path: '/h' });
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    const link = within(
      await within(normal)
        .findByText('203')
        .then(() => rowOf(normal, '203')),
    ).getByRole('link', { name: /Ver comprobante/ });
    link.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const url = tab.location.replace.mock.calls[0]![0] as string;
    expect(url).toMatch(/\/api\/vouchers\/102\?link=[0-9a-f]{64}$/);
    const path = new URL(url).pathname + new URL(url).search;
    const first = await fetch(`${mock.url}${path}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Comprobante');
    expect((await fetch(`${mock.url}${path}`)).status).toBe(410);
    open.mockRestore();
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
