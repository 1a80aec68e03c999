// @vitest-environment jsdom
import { act } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';
import { prerenderedRoots } from '../../test/prerendered-roots';

/** Writes each value it renders with into `seen`, and shows the last. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'live' : 'pre-rendered'}</p>;
}

describe('useHydrated', () => {
  const { prerender, hydrate } = prerenderedRoots();

  it('is true from the first render of a plain client render: nothing is drawn twice', () => {
    const seen: boolean[] = [];
    const { container } = render(<Probe seen={seen} />);
    // (every render of it: the tests render in StrictMode, which renders twice)
    expect(new Set(seen)).toEqual(new Set([true]));
    expect(container.textContent).toBe('live');
  });

  it('is false in the pre-rendered markup and while hydrating it, then true in a render after', async () => {
    const root = prerender(<Probe seen={[]} />);
    expect(root.textContent).toBe('pre-rendered');
    const seen: boolean[] = [];
    await hydrate(root, <Probe seen={seen} />);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(root.textContent).toBe('live');
    // What mounts once the hydration has committed is a plain client render.
    const later: boolean[] = [];
    await act(async () => void render(<Probe seen={later} />));
    expect(new Set(later)).toEqual(new Set([true]));
  });
});
