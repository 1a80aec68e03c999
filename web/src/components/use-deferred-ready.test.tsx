import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredReady } from './use-deferred-ready';

/** What each render of a screen showed, in order. */
function Screen({ loaded, seen }: { loaded: boolean; seen: string[] }) {
  const ready = useDeferredReady(loaded);
  const shown = ready ? 'form' : 'skeleton';
  seen.push(shown);
  return <p>{shown}</p>;
}

describe('useDeferredReady', () => {
  it('keeps the skeleton in the render where the reads arrive, and shows the form in a render of its own', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Screen loaded={false} seen={seen} />);
    expect(screen.getByText('skeleton')).toBeTruthy();
    seen.length = 0;

    await act(async () => rerender(<Screen loaded seen={seen} />));
    expect(screen.getByText('form')).toBeTruthy();
    expect(seen).toEqual(['skeleton', 'form']);
  });

  it('never shows the form while the reads are missing, not even in the render where they went', async () => {
    const seen: string[] = [];
    const { rerender } = render(<Screen loaded seen={seen} />);
    expect(await screen.findByText('form')).toBeTruthy();
    seen.length = 0;

    await act(async () => rerender(<Screen loaded={false} seen={seen} />));
    expect(seen.every((shown) => shown === 'skeleton')).toBe(true);
    expect(screen.getByText('skeleton')).toBeTruthy();
  });
});
