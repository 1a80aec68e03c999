// The dues screen against the fake API's open-payment lock: a retry after a lost answer reuses its
// buyOrder and gets the payment already made; a second payment of the same dues while the first is
// still open is refused, and the member reads why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, choose, loseFirstAnswer, row } from '../testing';
import DuesPage from './dues-page';
import { formatMoney } from '../../../domain/money';
import { REGULAR } from '../../../../../test-support/persona-fees';

const mock = startMockApi();
const COUNT = 'Cantidad de cuotas';

afterEach(() => vi.restoreAllMocks());

/** Juan Carlos (no saved card) opens the dues screen and picks `count`. */
async function chooseDues(count: string, total: string) {
  renderAt(<DuesPage />, { route: '/pago/cuota', path: '/pago/cuota?type_cuota=normal' });
  const user = userEvent.setup();
  await choose(user, COUNT, count);
  await waitFor(() => expect(row('Total a pagar')).toBe(total));
  return user;
}

describe('DuesPage and a payment already open', () => {
  it('when the answer to the first try is lost, the retry reuses the buyOrder and goes to Webpay with the same token', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    loseFirstAnswer('create-payment-cuotas');
    const before = (await mock.purchases()).length;
    const user = await chooseDues('3 cuotas', formatMoney(3 * REGULAR.dues));
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos iniciar el pago.');
    expect(await mock.purchases()).toHaveLength(before + 1); // the server did make it

    await user.click(screen.getByRole('button', { name: /Pagar$/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redireccionando...');
    expect(await mock.purchases()).toHaveLength(before + 1);
    expect(forms.map((f) => f.fields.token_ws)).toEqual([(await mock.purchases()).at(-1)!.token]);
  });

  it('when the same dues are paid from a second tab while the first payment is open, the member is told why and nothing is charged', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    const first = await chooseDues('3 cuotas', formatMoney(3 * REGULAR.dues));
    await first.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redireccionando...');
    const before = (await mock.purchases()).length;

    cleanup(); // the second tab
    const second = await chooseDues('2 cuotas', formatMoney(2 * REGULAR.dues));
    await second.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ya tienes un pago en proceso para estas cuotas.',
    );
    expect(await mock.purchases()).toHaveLength(before);
    expect(forms).toHaveLength(1);
  });
});
