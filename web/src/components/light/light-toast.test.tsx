import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useLightToast } from './light-toast';

function Screen() {
  const { toast, showError } = useLightToast();
  return (
    <>
      <button onClick={() => showError('Existen campos que no cumplen con las validaciones')}>Enviar</button>
      {toast}
    </>
  );
}

describe('useLightToast', () => {
  it('announces each error and takes each away 5 s after it opened (SPEC §9)', () => {
    vi.useFakeTimers();
    try {
      render(<Screen />);
      act(() => screen.getByRole('button', { name: 'Enviar' }).click());
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Existen campos que no cumplen con las validaciones',
      );
      act(() => vi.advanceTimersByTime(4000));
      act(() => screen.getByRole('button', { name: 'Enviar' }).click());
      expect(screen.getAllByRole('alert')).toHaveLength(2);
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('on a member screen, announces a success politely below the header', () => {
    function MemberScreen() {
      const { toast, showSuccess } = useLightToast({ member: true });
      return (
        <>
          <button onClick={() => showSuccess('Tarjeta eliminada exitosamente')}>Eliminar</button>
          {toast}
        </>
      );
    }
    render(<MemberScreen />);
    act(() => screen.getByRole('button', { name: 'Eliminar' }).click());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Tarjeta eliminada exitosamente');
    expect(status.parentElement).toHaveClass('l-toast', 'is-member');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
