import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, choose, optionLabels, row, openAs } from '../testing';
import IncorporationPage from './incorporation-page';
import { STALE_TOTAL_TEXT } from '../components/dues-summary';
import { formatMoney } from '../../../domain/money';
import { REGULAR } from '../../../../../test-support/persona-fees';

const mock = startMockApi();
const COUNT = 'Cantidad de cuotas';
afterEach(() => vi.restoreAllMocks());

const open = (rut: string) => openAs(mock, rut, <IncorporationPage />, '/validation/pago/incorporacion');

describe('IncorporationPage', () => {
  it('when Camila opens it, the dues count starts at her minimum of 3 and the total adds the joining fee', async () => {
    await open('174563217');
    await waitFor(() =>
      expect(row('Total a pagar')).toBe(formatMoney(REGULAR.incorporacion + 3 * REGULAR.dues)),
    );
    expect(row('Cuota de incorporación')).toBe(formatMoney(REGULAR.incorporacion));
    expect(row('Período')).toBe('noviembre de 2026 a enero de 2027');
    const labels = await optionLabels(COUNT);
    expect(labels.slice(0, 2)).toEqual(['Selecciona', `${REGULAR.minDues} cuotas`]);
    expect(labels).not.toContain(`${REGULAR.minDues - 1} cuotas`);
    expect(labels.at(-1)).toBe('24 cuotas');
  });

  it('when Camila reaches step 3, the step indicator says so and, with no saved card, only Webpay is offered', async () => {
    await openAs(
      mock,
      '174563217',
      <IncorporationPage />,
      '/validation/pago/incorporacion?payment_method=oneclick',
    );
    const steps = await screen.findByRole('navigation', { name: 'Pasos de tu incorporación' });
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent('Paso 3 de 3: Pago');
    expect(
      await screen.findByText('Pagas con Webpay, con tu tarjeta de crédito o débito.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'OneClick' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Inscribir tarjeta' })).not.toBeInTheDocument();
  });

  it('when she picks 6 dues and pays by Webpay, the incorporation for the joining fee and 6 dues starts', async () => {
    const forms = captureProviderForm();
    const user = await open('174563217');
    await choose(user, COUNT, '6 cuotas');
    await waitFor(() =>
      expect(row('Total a pagar')).toBe(formatMoney(REGULAR.incorporacion + 6 * REGULAR.dues)),
    );
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await screen.findByText('Redireccionando...');
    expect((await mock.purchases()).at(-1)).toMatchObject({
      tipo_pago: 'incorporacion',
      total: REGULAR.incorporacion + 6 * REGULAR.dues,
    });
    expect(forms).toHaveLength(1);
  });

  it('when the quote for another count cannot be read, the old total is marked not up to date and Pagar waits', async () => {
    const user = await open('174563217');
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    mock.config.failRate = 1;
    await choose(user, COUNT, '6 cuotas');
    expect(await screen.findByText(STALE_TOTAL_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    mock.config.failRate = 0;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(row('Total a pagar')).toBe(formatMoney(REGULAR.incorporacion + 6 * REGULAR.dues)),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
    expect(screen.queryByText(STALE_TOTAL_TEXT)).not.toBeInTheDocument();
  });

  it('when the incorporation is already paid, it says so instead of charging again', async () => {
    await open('123456785');
    expect(await screen.findByText('Tu incorporación ya está pagada.')).toBeInTheDocument();
  });
});
