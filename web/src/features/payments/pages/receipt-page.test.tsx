import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { annulledPurchase, savedCardPurchase } from '../testing';
import { seededDues } from '../../../../../test-support/seeded-dues';
import { formatMoney } from '../../../domain/money';
import ReceiptPage from './receipt-page';

const mock = startMockApi();

function renderReceipt(id: string | number) {
  return renderAt(<ReceiptPage />, { route: '/comprobante/:idCompra', path: `/comprobante/${id}` });
}

const heading = () => screen.findByRole('heading', { level: 1 });

afterEach(() => vi.restoreAllMocks());

describe('ReceiptPage (/comprobante/{id_compra})', () => {
  it('when María José opens a paid purchase, the club receipt shows who, what for each account and month, and how', async () => {
    await mock.loginAs('123456785');
    renderReceipt(101);
    expect(await screen.findByText('Nº de compra 101')).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Comprobante de pago');
    expect(screen.getByText('Club Social y Deportivo Albo')).toBeInTheDocument();
    const facts = (label: string) => screen.getByText(label).nextElementSibling;
    expect(facts('Socio/a')).toHaveTextContent('María José Pérez Soto');
    expect(facts('RUT')).toHaveTextContent('12.345.678-5');
    // Purchase 101 was paid on day 6, five months before the pinned clock (fixtures/purchases.json).
    expect(facts('Fecha')).toHaveTextContent('6 de junio de 2026');
    expect(facts('Tarjeta')).toHaveTextContent('Tarjeta ····6623 · Crédito');
    expect(facts('Código de autorización')).toHaveTextContent('418023');

    const hers = screen.getByRole('region', { name: /María José Pérez Soto/ });
    const rows = within(hers)
      .getAllByRole('row')
      .map((r) => r.textContent);
    const hersDues = seededDues(101, 1);
    const tomasDues = seededDues(101, 2);
    expect(rows).toEqual([
      'CuotasMonto',
      `junio de 2026${formatMoney(hersDues)}`,
      `julio de 2026${formatMoney(hersDues)}`,
      `agosto de 2026${formatMoney(hersDues)}`,
      `Subtotal${formatMoney(3 * hersDues)}`,
    ]);
    const tomas = screen.getByRole('region', { name: /Tomás Muñoz Pérez/ });
    expect(tomas).toHaveTextContent('RUT 21.436.587-1');
    expect(within(tomas).getByRole('row', { name: /Subtotal/ })).toHaveTextContent(
      formatMoney(3 * tomasDues),
    );
    expect(screen.getByText('Total pagado').nextElementSibling).toHaveTextContent(
      formatMoney(3 * (hersDues + tomasDues)),
    );
    // The fake API's relative url_voucher is not a file to download.
    expect(screen.queryByRole('link', { name: /Descargar/ })).not.toBeInTheDocument();
  });

  it('when she taps Imprimir, the browser prints; Volver without a previous screen goes to the payments history', async () => {
    await mock.loginAs('123456785');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = renderReceipt(102);
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    const back = screen.getByRole('link', { name: 'Volver' });
    expect(back).toHaveAttribute('href', '/account/payments/history?menu=payments-history');
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe('/account/payments/history');
  });

  it('when opened from a history, its url_voucher path opens in a new tab through a one-time link', async () => {
    await mock.loginAs('123456785');
    const from = '/account/purchases/history?menu=purchases-history';
    const { router } = renderAt(<ReceiptPage />, { route: '/comprobante/:idCompra', path: from });
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await router.navigate('/comprobante/101', { state: { from, urlVoucher: 'vouchers/101' } });
    await userEvent.click(await screen.findByRole('button', { name: /Comprobante del club/ }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toMatch(/\/api\/vouchers\/101\?link=[0-9a-f]+$/));
    const link = new URL(tab.location.href); // the API's public address; the test's server is local
    const page = await fetch(`${mock.url}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('when the API has no one-time link call, its url_voucher path (any name) opens as it is, under the API base', async () => {
    await mock.loginAs('123456785');
    mock.config.unshown = 'missing';
    try {
      const from = '/account/purchases/history?menu=purchases-history';
      const { router } = renderAt(<ReceiptPage />, { route: '/comprobante/:idCompra', path: from });
      const tab = { location: { href: '' }, close: vi.fn() };
      vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      await router.navigate('/comprobante/101', { state: { from, urlVoucher: 'comprobantes/101' } });
      await userEvent.click(await screen.findByRole('button', { name: /Comprobante del club/ }));
      await vi.waitFor(() => expect(tab.location.href).toMatch(/\/api\/comprobantes\/101$/));
      expect(tab.close).not.toHaveBeenCalled();
      expect(screen.queryByText(/No pudimos abrir el comprobante/)).not.toBeInTheDocument();
    } finally {
      mock.config.unshown = 'served';
    }
  });

  it('when a url_voucher path would leave the API base, no button offers it', async () => {
    await mock.loginAs('123456785');
    const from = '/account/purchases/history?menu=purchases-history';
    const { router } = renderAt(<ReceiptPage />, { route: '/comprobante/:idCompra', path: from });
    await router.navigate('/comprobante/101', { state: { from, urlVoucher: '../leak/101' } });
    await screen.findByRole('button', { name: 'Imprimir' });
    expect(screen.queryByRole('button', { name: /Comprobante del club/ })).not.toBeInTheDocument();
  });

  it('when opened from a history with the real API’s PDF, it offers Descargar, and Volver goes back there', async () => {
    await mock.loginAs('123456785');
    const from = '/account/purchases/history?menu=purchases-history';
    const { router } = renderAt(<ReceiptPage />, { route: '/comprobante/:idCompra', path: from });
    const pdf = 'https://api.example.cl/comprobantes/101.pdf';
    await router.navigate('/comprobante/101', { state: { from, urlVoucher: pdf } });
    const download = await screen.findByRole('link', { name: /Descargar/ });
    expect(download).toHaveAttribute('href', pdf);
    expect(download).toHaveAttribute('target', '_blank');
    await userEvent.click(screen.getByRole('link', { name: 'Volver' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(from);
    expect(router.state.historyAction).toBe('POP');
  });

  it('when the purchase was rejected, there is no receipt: it says nothing was charged and links back', async () => {
    await mock.loginAs('123456785');
    renderReceipt(105);
    expect(await screen.findByText('Tu pago (Nº de compra 105) fue rechazado.')).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Compra rechazada');
    expect(screen.getByText(/No se hizo ningún cargo/)).toBeInTheDocument();
    expect(screen.queryByText(/Comprobante de pago/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
  });

  it('when the purchase was annulled, there is no receipt either', async () => {
    await mock.loginAs('123456785');
    const id = await annulledPurchase(mock, 'TEST-RECEIPT-ANNUL');
    renderReceipt(id);
    expect(await screen.findByText(`Tu pago (Nº de compra ${id}) fue anulado.`)).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Compra anulada');
    expect(screen.queryByText(`Nº de compra ${id}`)).not.toBeInTheDocument();
  });

  it('when the payment is still open, it says it has not ended (never that the bank approved it) and links to its status', async () => {
    await mock.loginAs('123456785');
    const id = await savedCardPurchase(mock, 1, 'TEST-RECEIPT-1');
    renderReceipt(id);
    expect(await screen.findByText(`Tu pago (Nº de compra ${id}) aún no termina.`)).toBeInTheDocument();
    expect(await heading()).toHaveTextContent('Pago en proceso');
    expect(screen.getByRole('link', { name: 'Ver estado del pago' })).toHaveAttribute(
      'href',
      `/payments/final?id_compra=${id}`,
    );
  });

  it('when the purchase is another member’s, does not exist or is not a number, it says it was not found', async () => {
    await mock.loginAs('156782343'); // Juan Carlos: purchase 101 is María José's
    const first = renderReceipt(101);
    expect(await screen.findByText('No encontramos el Nº de compra 101.')).toBeInTheDocument();
    expect(screen.queryByText('María José Pérez Soto')).not.toBeInTheDocument();
    first.unmount();
    renderReceipt('abc');
    expect(await screen.findByText('No encontramos esa compra.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver historial de compras' })).toHaveAttribute(
      'href',
      '/account/purchases/history?menu=purchases-history',
    );
  });

  it('when the API fails, it offers a retry that brings the receipt', async () => {
    await mock.loginAs('123456785');
    mock.config.failRate = 1;
    renderReceipt(101);
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    mock.config.failRate = 0;
    await userEvent.click(retry);
    expect(await screen.findByText('Nº de compra 101')).toBeInTheDocument();
  });
});
