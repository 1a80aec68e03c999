import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render';
import { startMockApi } from '../../../test/mock-api';
import { START_ERROR } from '../components/use-payment-start';
import { STALE_TOTAL_TEXT } from '../components/dues-summary';
import { captureProviderForm, choose, loseFirstAnswer } from '../testing';
import DuesPage from './dues-page';

const CARD_FAILED = 'No pudimos consultar tu tarjeta inscrita. Revisa tu conexión e inténtalo nuevamente.';

// What the dues screen does when the network or the server fails: a Spanish message and a way on,
// never a blank screen, a dead button or a guess about the member's saved card.
const mock = startMockApi();
const COUNT = 'Cantidad de cuotas';

function renderDues(path = '/pago/cuota?type_cuota=normal') {
  renderAt(<DuesPage />, { route: '/pago/cuota', path });
}

afterEach(() => vi.restoreAllMocks());

describe('DuesPage when requests fail', () => {
  it('when the fee info cannot be read, it offers Reintentar and the retry shows the form', async () => {
    await mock.loginAs('156782343');
    loseFirstAnswer('socios/profile/info-cuotas');
    renderDues();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: COUNT })).toBeInTheDocument();
  });

  it('when the saved card cannot be read, OneClick waits with a retry instead of offering to enrol', async () => {
    await mock.loginAs('123456785');
    loseFirstAnswer('payments/transbank/oneclick/card');
    renderDues('/pago/cuota?type_cuota=normal&payment_method=oneclick');
    const user = userEvent.setup();
    await choose(user, COUNT, '1 cuota');
    expect(await screen.findByText(CARD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inscribir tarjeta' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
    expect(screen.queryByText(CARD_FAILED)).not.toBeInTheDocument();
  });

  it('when the payment start meets a server error, the Spanish message shows and Pagar works again', async () => {
    await mock.loginAs('156782343');
    const forms = captureProviderForm();
    const before = (await mock.purchases()).length;
    renderDues();
    const user = userEvent.setup();
    await choose(user, COUNT, '3 cuotas');
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());

    mock.config.failRate = 1;
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(START_ERROR);
    await waitFor(() => expect(screen.getByRole('button', { name: /Pagar$/ })).toBeEnabled());
    expect(await mock.purchases()).toHaveLength(before);

    mock.config.failRate = 0;
    await user.click(screen.getByRole('button', { name: /Pagar$/ }));
    expect(await screen.findByText('Redireccionando...')).toBeInTheDocument();
    expect(await mock.purchases()).toHaveLength(before + 1);
    expect(forms).toHaveLength(1);
  });

  it('when the quote for a new count cannot be read, the old total is marked not up to date and Pagar waits', async () => {
    await mock.loginAs('156782343');
    renderDues();
    const user = userEvent.setup();
    await choose(user, COUNT, '3 cuotas');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());

    mock.config.failRate = 1;
    await choose(user, COUNT, '2 cuotas');
    expect(await screen.findByText(STALE_TOTAL_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar' })).toBeDisabled();

    mock.config.failRate = 0;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
    expect(screen.queryByText(STALE_TOTAL_TEXT)).not.toBeInTheDocument();
  });

  it('when a start failed for the connection and the connection comes back, its message goes', async () => {
    await mock.loginAs('156782343');
    renderDues();
    const user = userEvent.setup();
    await choose(user, COUNT, '3 cuotas');
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(START_ERROR);
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(START_ERROR)).not.toBeInTheDocument());
  });
});
