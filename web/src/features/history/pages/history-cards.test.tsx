// On a phone each payment and purchase is a card — what, amount, status, for whom,
// date and the receipt link — instead of a table that scrolls sideways.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { startMockApi } from '../../../test/mock-api';
import { itemOf, openHistory } from '../testing';
import { seededTotal } from '../../../../../test-support/seeded-dues';
import { formatMoney } from '../../../domain/money';

const mock = startMockApi();
const wideMatchMedia = window.matchMedia;

beforeEach(() => {
  // A 390 px phone: every 'narrower than' query matches.
  window.matchMedia = ((query: string) => ({
    ...wideMatchMedia(query),
    matches: query.startsWith('(max-width'),
  })) as typeof window.matchMedia;
});
afterEach(() => {
  window.matchMedia = wideMatchMedia;
});

const cardOf = (region: HTMLElement, text: string) =>
  itemOf(region, 'listitem', (item) => item.textContent?.includes(text) ?? false, `card with ${text}`);

describe('history cards on a phone', () => {
  it('when María José opens her payments on a phone, each is a card with its receipt link and no table', async () => {
    await openHistory(mock, '123456785', 'payments');
    const normal = await screen.findByRole('region', { name: 'Historial de Pagos' });
    // The skeleton is a list too: wait for the payments themselves.
    await within(normal).findAllByRole('link', { name: /Ver comprobante/ });
    expect(within(normal).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Desliza la tabla/)).not.toBeInTheDocument();

    const paid = cardOf(normal, 'Nº de compra102');
    expect(within(paid).getByRole('heading', { level: 3 })).toHaveTextContent('Pago de cuotas');
    expect(paid).toHaveTextContent(formatMoney(seededTotal(102)));
    expect(paid).toHaveTextContent('Pagado');
    expect(paid).toHaveTextContent('Fecha4 de septiembre de 2026');
    expect(paid).toHaveTextContent('ReceptorMaría José Pérez Soto');
    expect(paid).toHaveTextContent('Periodoseptiembre de 2026 a octubre de 2026');
    expect(within(paid).getByRole('link', { name: 'Ver comprobante (Nº de compra 102)' })).toHaveAttribute(
      'href',
      '/comprobante/102',
    );
    // Tomás's dues, paid in María José's purchase 101: the card says for whom.
    expect(
      within(cardOf(normal, 'ReceptorTomás Muñoz Pérez')).getByRole('link', {
        name: 'Ver comprobante (Nº de compra 101)',
      }),
    ).toBeInTheDocument();

    const extra = screen.getByRole('region', { name: 'Historial de Pagos Cuotas Extraordinarias' });
    const rejected = cardOf(extra, 'Nº de compra105');
    expect(rejected).toHaveTextContent('Rechazado');
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
  });

  it('when she opens her purchases on a phone, each card shows PAGADA or NO PAGADA with its reason and amount', async () => {
    await openHistory(mock, '123456785', 'purchases');
    const region = await screen.findByRole('region', { name: 'Historial de compras' });
    await within(region).findByText('Nº de compra 101');
    const paid = cardOf(region, 'Nº de compra 101');
    expect(paid).toHaveTextContent('PAGADA');
    expect(
      within(paid).getByRole('link', { name: 'Ver comprobante (Nº de compra 101)' }),
    ).toBeInTheDocument();
    const rejected = cardOf(region, 'Nº de compra 105');
    expect(rejected).toHaveTextContent('NO PAGADA');
    expect(rejected).toHaveTextContent('rechazada');
    expect(rejected).toHaveTextContent(formatMoney(seededTotal(105)));
    expect(within(rejected).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when a member has no purchases, the phone view says so kindly', async () => {
    // Roberto has bought nothing yet.
    expect((await mock.purchases()).filter((p) => p.rut === '8765432K')).toEqual([]);
    await openHistory(mock, '8765432K', 'purchases');
    expect(await screen.findByText('Aún no tienes compras registradas.')).toBeInTheDocument();
  });
});
