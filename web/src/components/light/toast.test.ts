import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { showToast } from './toast';

describe('showToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays when the screen that opened it is gone, announces each toast and takes each away 5 s after it opened (SPEC §9)', () => {
    document.body.innerHTML = '<main><p>paso intereses</p></main>';
    showToast('Intereses guardados.', { success: true, member: true });
    // The screen moves on: React's tree is replaced, the toast is not part of it.
    document.querySelector('main')!.replaceChildren();
    expect(screen.getByRole('status')).toHaveTextContent('Intereses guardados.');
    vi.advanceTimersByTime(4000);
    showToast('No pudimos guardar tus intereses.', { member: true });
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar tus intereses.');
    expect(document.querySelectorAll('.l-toast')).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    vi.advanceTimersByTime(4000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('.l-toast')).toBeNull();
  });

  it('on a public screen opens below the crest; on a member screen, below the header', () => {
    document.body.replaceChildren();
    showToast('Existen campos que no cumplen con las validaciones');
    showToast('Tarjeta eliminada exitosamente', { success: true, member: true });
    expect(screen.getByRole('alert').parentElement).toHaveClass('l-toast');
    expect(screen.getByRole('alert').parentElement).not.toHaveClass('is-member');
    expect(screen.getByRole('status').parentElement).toHaveClass('l-toast', 'is-member');
    vi.advanceTimersByTime(5000);
    expect(document.querySelector('.l-toast')).toBeNull();
  });
});
