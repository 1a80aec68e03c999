import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemberToasts, showMemberToast, useLightToast } from './light-toast';

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
});

describe('showMemberToast', () => {
  it('shows in the member shell after the screen that opened it is gone, and leaves 5 s later', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(
        <>
          <button onClick={() => showMemberToast('Intereses guardados.', { success: true })}>Guardar</button>
          <MemberToasts />
        </>,
      );
      act(() => screen.getByRole('button', { name: 'Guardar' }).click());
      // The screen moves on: only the shell's outlet stays.
      rerender(<MemberToasts />);
      expect(screen.getByRole('status')).toHaveTextContent('Intereses guardados.');
      act(() => showMemberToast('No pudimos guardar tus intereses.'));
      expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar tus intereses.');
      act(() => vi.advanceTimersByTime(5000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
