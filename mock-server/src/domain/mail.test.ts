import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createStore } from '../store/store';
import { OUTBOX_LIMIT, sendMail } from './mail';
import { TEST_NOW } from '../../../test-support';

describe('the outbox', () => {
  it('keeps the newest 500 messages, however many are sent', () => {
    const clock = createClock(TEST_NOW);
    const store = createStore(clock);
    for (let i = 0; i < OUTBOX_LIMIT + 120; i++)
      sendMail({ store, clock }, { to: 'a@example.cl', subject: `n${i}`, text: '' });
    expect(store.state.outbox).toHaveLength(500);
    expect(store.state.outbox[0]!.subject).toBe('n120');
    expect(store.state.outbox.at(-1)!.subject).toBe(`n${OUTBOX_LIMIT + 119}`);
  });
});
