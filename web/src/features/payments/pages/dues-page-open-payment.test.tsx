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

  it('when the same dues are paid from a second tab while the first payment is open, the refusal is beside a held Pagar and nothing is charged', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    const first = await chooseDues('3 cuotas', formatMoney(3 * REGULAR.dues));
    await first.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redireccionando...');
    const before = (await mock.purchases()).length;
    const id = (await mock.purchases()).at(-1)!.id_compra;

    cleanup(); // the second tab
    await chooseDues('2 cuotas', formatMoney(2 * REGULAR.dues));
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    // Right above the button it speaks for, with the way to the open payment.
    const beside = screen.getByText(
      `No puedes pagar de nuevo: tu pago (Nº de compra ${id}) aún no termina en Webpay.`,
      { exact: false },
    );
    expect(beside.closest('.pay-open-beside')!.nextElementSibling).toContainElement(pay);
    expect(pay).toBeDisabled();
    expect(await mock.purchases()).toHaveLength(before);
    expect(forms).toHaveLength(1);
  });

  it('when this tab left the open payment at Webpay, Retomar en Webpay is beside the held Pagar', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    const first = await chooseDues('3 cuotas', formatMoney(3 * REGULAR.dues));
    await first.click(await screen.findByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Redireccionando...');

    cleanup(); // back from Webpay in the same tab, without finishing
    await chooseDues('3 cuotas', formatMoney(3 * REGULAR.dues));
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    expect(pay).toBeDisabled();
    const resume = screen.getAllByRole('button', { name: 'Retomar en Webpay' });
    // The top notice's and the one beside 'Pagar'.
    expect(resume).toHaveLength(2);
    await first.click(resume.at(-1)!);
    expect(forms).toHaveLength(2);
    expect(forms[1]!.fields.token_ws).toBe(forms[0]!.fields.token_ws);
  });
});
