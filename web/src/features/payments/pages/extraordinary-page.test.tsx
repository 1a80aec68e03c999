import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, choose, holdRequests, optionLabels, row, openAs } from '../testing';
import ExtraordinaryPage from './extraordinary-page';
import { formatMoney } from '../../../domain/money';
import { EXTRAORDINARY_CHOICE, EXTRAORDINARY_LIST } from '../../../../../test-support/persona-fees';

const mock = startMockApi();
afterEach(() => vi.restoreAllMocks());

const open = (rut: string) =>
  openAs(mock, rut, <ExtraordinaryPage />, '/pago/extraordinaria?type_cuota=extraordinaria');

describe('ExtraordinaryPage', () => {
  it("when it opens, the amount is the first of the club's list and nothing can be paid yet", async () => {
    await open('156782343');
    expect(await screen.findByRole('combobox', { name: 'Monto por cuota' })).toBeInTheDocument();
    expect(await optionLabels('Monto por cuota')).toEqual(EXTRAORDINARY_LIST.map(formatMoney));
    expect(row('Monto por cuota')).toBe(formatMoney(EXTRAORDINARY_LIST[0]!));
    expect(row('Total a pagar')).toBe('$0');
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeDisabled();
  });

  it('when 2 dues of one amount of the list are chosen, the total is twice it and that is what is charged', async () => {
    const forms = captureProviderForm();
    const user = await open('156782343');
    await choose(user, 'Cantidad de cuotas', '2 cuotas');
    await choose(user, 'Monto por cuota', formatMoney(EXTRAORDINARY_CHOICE));
    expect(row('Cantidad de cuotas')).toBe('2');
    expect(row('Total a pagar')).toBe(formatMoney(2 * EXTRAORDINARY_CHOICE));
    await user.click(await screen.findByRole('button', { name: 'Pagar' }));
    await screen.findByText('Redireccionando...');
    const purchase = (await mock.purchases()).at(-1)!;
    expect(purchase).toMatchObject({
      tipo_pago: 'extraordinaria',
      total: 2 * EXTRAORDINARY_CHOICE,
      metodo_pago: 'webpay',
    });
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.fields).toEqual({ token_ws: purchase.token });
  });

  it('while the saved card is being read, the form is there, no method is ticked and no Pagar yet; then OneClick', async () => {
    const card = holdRequests('oneclick/card');
    const user = await open('123456785');
    await choose(user, 'Cantidad de cuotas', '2 cuotas');
    expect(screen.getByRole('radio', { name: 'Webpay' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'OneClick' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /Pagar|Inscribir/ })).toBeNull();
    card.release();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'OneClick' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Webpay' })).not.toBeChecked();
  });
});
