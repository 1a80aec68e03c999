import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { showMemberToast } from './member-toast';

describe('showMemberToast', () => {
  it('stays when the screen that opened it is gone, announces each toast and takes each away 5 s after it opened', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<main><p>paso intereses</p></main>';
      showMemberToast('Intereses guardados.', { success: true });
      // The screen moves on: React's tree is replaced, the toast is not part of it.
      document.querySelector('main')!.replaceChildren();
      expect(screen.getByRole('status')).toHaveTextContent('Intereses guardados.');
      vi.advanceTimersByTime(4000);
      showMemberToast('No pudimos guardar tus intereses.');
      expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar tus intereses.');
      expect(document.querySelectorAll('.l-toast')).toHaveLength(1);
      vi.advanceTimersByTime(1000);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('alert')).toBeInTheDocument();
      vi.advanceTimersByTime(4000);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(document.querySelector('.l-toast')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
