import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, choose, holdRequests, loseFirstAnswer } from '../testing';
import ExtraordinaryPage from '../pages/extraordinary-page';

const mock = startMockApi();
afterEach(() => vi.restoreAllMocks());

async function chooseTwoDues() {
  await mock.loginAs('156782343');
  renderAt(<ExtraordinaryPage />, { route: '/pago/extraordinaria', path: '/pago/extraordinaria' });
  const user = userEvent.setup();
  await choose(user, 'Cantidad de cuotas', '2 cuotas');
  return user;
}

describe('starting a payment', () => {
  it('when the answer to the first try is lost, the retry reuses the buyOrder and gets the same payment', async () => {
    const forms = captureProviderForm();
    loseFirstAnswer('create-payment-cuotas-extraordinaria');
    const before = (await mock.purchases()).length;
    const user = await chooseTwoDues();
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos iniciar el pago.');
    expect(await mock.purchases()).toHaveLength(before + 1); // the server did make it

    await user.click(screen.getByRole('button', { name: /Pagar$/ }));
    expect(await screen.findByText('Redireccionando...')).toBeInTheDocument();
    expect(await mock.purchases()).toHaveLength(before + 1);
    const purchase = (await mock.purchases()).at(-1)!;
    expect(forms.map((f) => f.fields.token_ws)).toEqual([purchase.token]);
  });

  it('when a request is in flight, the pay button is disabled and the choices are locked', async () => {
    captureProviderForm();
    const gate = holdRequests('create-payment-cuotas-extraordinaria');
    const user = await chooseTwoDues();
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Pagar$/ })).toBeDisabled());
    expect(screen.getByRole('combobox', { name: 'Cantidad de cuotas' })).toBeDisabled();
    gate.release();
    expect(await screen.findByText('Redireccionando...')).toBeInTheDocument();
  });

  it('when the member changes the request after a failure, a new buyOrder is used', async () => {
    captureProviderForm();
    loseFirstAnswer('create-payment-cuotas-extraordinaria');
    const before = (await mock.purchases()).length;
    const user = await chooseTwoDues();
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await screen.findByRole('alert');
    await choose(user, 'Cantidad de cuotas', '3 cuotas');
    await user.click(screen.getByRole('button', { name: /Pagar$/ }));
    await screen.findByText('Redireccionando...');
    const [first, second] = (await mock.purchases()).slice(before);
    expect(second?.total).toBe(3000);
    expect(second?.buyOrder).not.toBe(first?.buyOrder);
  });
});
