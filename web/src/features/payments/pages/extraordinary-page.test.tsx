import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { startMockApi } from '../../../test/mock-api';
import { captureProviderForm, choose, optionLabels, row, openAs } from '../testing';
import ExtraordinaryPage from './extraordinary-page';

const mock = startMockApi();
afterEach(() => vi.restoreAllMocks());

const open = (rut: string) =>
  openAs(mock, rut, <ExtraordinaryPage />, '/pago/extraordinaria?type_cuota=extraordinaria');

describe('ExtraordinaryPage', () => {
  it('when it opens, the amount is $1.000 from the club list and nothing can be paid yet', async () => {
    await open('156782343');
    expect(await screen.findByRole('combobox', { name: 'Monto por cuota' })).toBeInTheDocument();
    expect(await optionLabels('Monto por cuota')).toEqual([
      '$1.000',
      '$2.000',
      '$3.000',
      '$5.000',
      '$10.000',
      '$20.000',
      '$50.000',
    ]);
    expect(row('Monto por cuota')).toBe('$1.000');
    expect(row('Total a pagar')).toBe('$0');
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  });

  it('when 2 dues of $5.000 are chosen, the total is $10.000 and that is what is charged', async () => {
    const forms = captureProviderForm();
    const user = await open('156782343');
    await choose(user, 'Cantidad de cuotas', '2 cuotas');
    await choose(user, 'Monto por cuota', '$5.000');
    expect(row('Cantidad de cuotas')).toBe('2');
    expect(row('Total a pagar')).toBe('$10.000');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByText('Redireccionando...');
    const purchase = (await mock.purchases()).at(-1)!;
    expect(purchase).toMatchObject({ tipo_pago: 'extraordinaria', total: 10000, metodo_pago: 'webpay' });
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.fields).toEqual({ token_ws: purchase.token });
  });
});
