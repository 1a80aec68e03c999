// The purchases table on a wide screen: a plain table whose headers and cells say what the spec's
// columns say, ten purchases a page when there are more.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '../../../api/contract';
import { renderAt } from '../../../test/render';
import { PurchasesTable } from './purchases-table';

const purchase = (id: number, estado: Purchase['estado'] = 2): Purchase => ({
  id,
  fecha: '2026-11-01',
  estado,
  total: 2000,
  url_voucher: `vouchers/${id}`,
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the purchases table', () => {
  it('names itself and shows the spec columns, with each purchase’s number, date, state, amount and receipt', () => {
    renderAt(<PurchasesTable label="Historial de compras" purchases={[purchase(101), purchase(105, 3)]} />);
    const table = screen.getByRole('table', { name: 'Historial de compras' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Nº de compra',
      'Fecha',
      'Estado',
      'Monto',
      'Voucher',
    ]);
    headers.forEach((h) => expect(h).toHaveAttribute('scope', 'col'));
    const [, paid, rejected] = within(table).getAllByRole('row');
    expect(cellsOf(paid!)).toEqual([
      '101',
      '1 de noviembre de 2026',
      'PAGADA',
      '$2.000',
      'Ver comprobante (Nº de compra 101)',
    ]);
    expect(within(paid!).getByRole('link', { name: 'Ver comprobante (Nº de compra 101)' })).toHaveAttribute(
      'href',
      '/comprobante/101',
    );
    expect(cellsOf(rejected!)).toEqual([
      '105',
      '1 de noviembre de 2026',
      'NO PAGADArechazada',
      '$2.000',
      '—Sin comprobante',
    ]);
  });

  it('when there are none, keeps its headers and says so', () => {
    renderAt(<PurchasesTable label="Historial de compras" purchases={[]} />);
    const table = screen.getByRole('table', { name: 'Historial de compras' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    expect(within(table).getByText('Aún no tienes compras registradas.')).toBeInTheDocument();
  });

  it('with more than ten purchases, shows ten a page and moves between pages', async () => {
    const many = Array.from({ length: 23 }, (_, i) => purchase(200 - i));
    renderAt(<PurchasesTable label="Historial de compras" purchases={many} />);
    const table = screen.getByRole('table', { name: 'Historial de compras' });
    const ids = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(ids()).toEqual(many.slice(0, 10).map((p) => String(p.id)));
    const pages = screen.getByRole('navigation', { name: 'Páginas del Historial de compras' });
    expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(ids()).toEqual(['180', '179', '178']);
    expect(within(pages).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Página anterior' }));
    expect(ids()).toEqual(many.slice(10, 20).map((p) => String(p.id)));
  });

  it('with ten or fewer, offers no pages', () => {
    renderAt(<PurchasesTable label="Historial de compras" purchases={[purchase(1), purchase(2)]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
