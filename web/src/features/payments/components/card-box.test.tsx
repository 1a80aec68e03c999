import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CardBox } from './card-box';

/** The network as a phone without signal: every request fails; returns the calls asked for. */
function offline() {
  const calls: string[] = [];
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return Promise.reject(new TypeError('Failed to fetch'));
  }) as typeof fetch;
  return calls;
}

const CARD = { user: 'tbk-user', card_type: 'Visa', card_number: 'XXXXXXXXXXXX6623' };

describe('CardBox', () => {
  it('shows grey bars while the card is read, and nothing a screen reader would read', () => {
    const { container } = render(<CardBox card={null} loading onChanged={() => {}} />);
    expect(container.querySelector('.l-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the saved card as every screen writes it; Escape on the question deletes nothing and gives the focus back', async () => {
    const calls = offline();
    const user = userEvent.setup();
    render(<CardBox card={CARD} loading={false} onChanged={() => {}} />);
    expect(screen.getByText('VISA ····6623')).toBeInTheDocument();
    expect(screen.queryByText(/XXXX/)).not.toBeInTheDocument();
    const remove = screen.getByRole('button', { name: 'Eliminar tarjeta' });
    await user.tab();
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Confirmar eliminacion de tarjeta' });
    expect(dialog).toHaveTextContent('Si eliminas la tarjeta, el pago automático quedará desactivado.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    // jsdom has no modal dialogs: the browser's Escape is its 'cancel' event.
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(await screen.findByRole('button', { name: 'Eliminar tarjeta' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('when the deletion fails, an error toast says why and the card is fetched again', async () => {
    const calls = offline();
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<CardBox card={CARD} loading={false} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Eliminar tarjeta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos completar la acción. Revisa tu conexión e inténtalo nuevamente.',
    );
    expect(calls).toEqual(['POST /api/payments/transbank/oneclick/unsubscribe']);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
