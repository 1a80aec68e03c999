import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import useSWR, { mutate } from 'swr';
import { ScreenFrame } from './screen-frame';

const KEY = 'screen-frame-test/fee';

/** A screen's block: its answer, or its placeholder while it has none. */
function Block({ read }: { read: () => Promise<string> }) {
  const { data } = useSWR(KEY, read);
  return <p>{data ?? 'cargando'}</p>;
}

describe('a screen frame', () => {
  it('keeps its blocks as pre-rendered: it asks nothing, and an answer meant for the screen does not fill them', async () => {
    const read = vi.fn(() => Promise.resolve('al día'));
    render(
      <ScreenFrame>
        <Block read={read} />
      </ScreenFrame>,
    );
    // What the dashboard's loader does while its frame is up: the answer goes to the app's cache.
    await act(() => mutate(KEY, 'al día', { revalidate: false }));
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    // Busy as a whole: the screen that replaces it is on its way.
    expect(screen.getByText('cargando').closest('[aria-busy="true"]')).not.toBeNull();
  });
});
