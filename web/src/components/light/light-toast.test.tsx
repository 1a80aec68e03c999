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
  it('announces the error and takes it away after 5 s (SPEC §9), counted again from a repeat', () => {
    vi.useFakeTimers();
    try {
      render(<Screen />);
      act(() => screen.getByRole('button', { name: 'Enviar' }).click());
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Existen campos que no cumplen con las validaciones',
      );
      act(() => vi.advanceTimersByTime(4000));
      act(() => screen.getByRole('button', { name: 'Enviar' }).click());
      act(() => vi.advanceTimersByTime(4000));
      expect(screen.getByRole('alert')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
