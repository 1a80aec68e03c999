import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, stubFetch } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, row } from '../testing';
import RegularizationPage from './regularization-page';
import { formatMoney } from '../../../domain/money';
import { PEDRO_DEBT, PEDRO_REGULARIZATION, REGULAR } from '../../../../../test-support/persona-fees';

const mock = startMockApi();

/** A fee info answer that lets the member regularise `pending` dues, al día until `until`. */
const feeInfo = (until: string, pending: number) => ({
  incorporacion: 0,
  valor_cuota: 1000,
  min_cuotas: 1,
  numero_cuotas: 1,
  al_dia_hasta: until,
  puede_regularizar: true,
  cuotas_pendientes: pending,
});
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  renderAt(<RegularizationPage />, { route: '/pago/regularizacion', path: '/pago/regularizacion' });
}

describe('RegularizationPage', () => {
  it('when Pedro owes 45 dues, it shows the debt, half of it, and pays that by Webpay', async () => {
    await mock.loginAs('98765433');
    const forms = captureProviderForm();
    renderPage();
    expect(await screen.findByText('Cuotas pendientes', { selector: 'dt' })).toBeInTheDocument();
    expect(row('Cuotas pendientes')).toBe('45');
    expect(row('Deuda total')).toBe(formatMoney(PEDRO_DEBT));
    expect(row('Total a pagar (50%)')).toBe(formatMoney(PEDRO_REGULARIZATION.valor));
    // All 45 are settled, for the price of the equivalent dues: not 23 of the 45.
    expect(row('Saldas')).toBe('tus 45 cuotas pendientes, todas');
    expect(row('Por el precio de')).toBe(`${PEDRO_REGULARIZATION.numero_cuotas} cuotas`);
    // Al día until this month (paid up to 2023-02, 45 months later), and nothing is paid before the
    // member ticks that they lose the honorary-member path.
    await waitFor(() => expect(row('Quedarás al día hasta')).toBe('noviembre de 2026')); // it needs the fee info too
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /pierdo la opción de ser socio honorario/ }));
    await user.click(pay);
    await screen.findByText('Redireccionando...');
    expect((await mock.purchases()).at(-1)).toMatchObject({
      tipo_pago: 'regularizacion',
      total: PEDRO_REGULARIZATION.valor,
    });
    expect(Object.keys(forms[0]!.fields)).toEqual(['token_ws']);
  });

  it('when the member may not regularise, it explains why, shows what is owed and no total to pay', async () => {
    await mock.loginAs('156782343');
    renderPage();
    expect(await screen.findByText('Por ahora no puedes regularizar tu deuda.')).toBeInTheDocument();
    expect(screen.getByText(/24 o más cuotas pendientes, y hoy tienes 3/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar cuotas' })).toBeInTheDocument();
    // What he owes, and nothing of what regularising would cost or bring: he cannot pay it.
    expect(row('Cuotas pendientes')).toBe('3');
    expect(row('Deuda total')).toBe(formatMoney(3 * REGULAR.dues));
    expect(screen.queryByText(/Total a pagar/)).toBeNull();
    expect(screen.queryByText('Saldas')).toBeNull();
    expect(screen.queryByText('Quedarás al día hasta')).toBeNull();
  });

  it('when regularising equals one dues, it says 1 cuota', async () => {
    await mock.loginAs('98765433');
    const fakeApi = globalThis.fetch;
    stubFetch((_method, url) => {
      if (url.includes('regularization/pending-amount'))
        return [200, { puede_regularizar: true, cuotas_pendientes: 24, cuotas_equivalentes: 1, total: 1000 }];
      if (url.includes('info-cuotas')) return [200, feeInfo('2024-11', 24)];
      if (url.includes('oneclick/card')) return [200, { data: null }];
      return [404, { message: 'No encontrado.' }];
    });
    try {
      renderPage();
      await waitFor(() => expect(row('Por el precio de')).toBe('1 cuota'));
    } finally {
      globalThis.fetch = fakeApi;
    }
  });

  it('with the most dues the contract allows after a late month, it names the month instead of crashing', async () => {
    await mock.loginAs('98765433');
    const fakeApi = globalThis.fetch;
    try {
      // what a schema-valid API may answer: 1200 dues pending, al día until December 9999
      stubFetch((_method, url) => {
        if (url.includes('regularization/pending-amount'))
          return [
            200,
            {
              puede_regularizar: true,
              cuotas_pendientes: 1200,
              cuotas_equivalentes: 1200,
              deuda: 2,
              total: 1,
            },
          ];
        if (url.includes('info-cuotas')) return [200, feeInfo('9999-12', 1200)];
        return [404, { message: 'No encontrado.' }];
      });
      renderPage();
      await waitFor(() => expect(row('Quedarás al día hasta')).toBe('diciembre de 10099'));
      expect(row('Cuotas pendientes')).toBe('1200');
    } finally {
      globalThis.fetch = fakeApi;
    }
  });
});
