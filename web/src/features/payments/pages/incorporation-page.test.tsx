import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, choose, optionLabels } from '../testing';
import IncorporationPage from './incorporation-page';

const mock = startMockApi();
const COUNT = 'Cantidad de cuotas';
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
afterEach(() => vi.restoreAllMocks());

function renderPage() {
  renderAt(<IncorporationPage />, {
    route: '/validation/pago/incorporacion',
    path: '/validation/pago/incorporacion',
  });
}

describe('IncorporationPage', () => {
  it('when Camila opens it, the dues count starts at her minimum of 3 and the total adds the joining fee', async () => {
    await mock.loginAs('174563217');
    renderPage();
    const user = userEvent.setup();
    await waitFor(() => expect(row('Total a pagar')).toBe('$12.000'));
    expect(row('Cuota de incorporación')).toBe('$6.000');
    expect(row('Período')).toBe('noviembre de 2026 a enero de 2027');
    const labels = await optionLabels(user, COUNT);
    expect(labels.slice(0, 2)).toEqual(['Selecciona', '3 cuotas']);
    expect(labels).not.toContain('2 cuotas');
    expect(labels.at(-1)).toBe('24 cuotas');
  });

  it('when she picks 6 dues and pays by Webpay, the incorporation for $18.000 starts', async () => {
    await mock.loginAs('174563217');
    const forms = captureProviderForm();
    renderPage();
    const user = userEvent.setup();
    await choose(user, COUNT, '6 cuotas');
    await waitFor(() => expect(row('Total a pagar')).toBe('$18.000'));
    const pay = screen.getByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await screen.findByText('Redireccionando...');
    expect((await mock.purchases()).at(-1)).toMatchObject({ tipo_pago: 'incorporacion', total: 18000 });
    expect(forms).toHaveLength(1);
  });

  it('when the incorporation is already paid, it says so instead of charging again', async () => {
    await mock.loginAs('123456785');
    renderPage();
    expect(await screen.findByText('Tu incorporación ya está pagada.')).toBeInTheDocument();
  });
});
