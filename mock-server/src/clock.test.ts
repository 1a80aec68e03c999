import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createClock } from './clock';
import { createApp } from './app';
import { TEST_NOW as START } from '../../test-support';

describe('the fake API clock', () => {
  afterEach(() => vi.useRealTimers());

  it('starts at the time set and runs from there, so a 5-minute Webpay token does expire in a demo', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const clock = createClock(START);
    vi.advanceTimersByTime(6 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-11-21T15:06:00.000Z');
    expect(clock.pinned()).toBe(true);
    expect(clock.frozen()).toBe(false);
  });

  it('frozen (MOCK_FREEZE=1, the tests), holds still at the time set', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    const clock = createClock(START, { frozen: true });
    vi.advanceTimersByTime(60 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-11-21T15:00:00.000Z');
    clock.set('2026-12-01T09:00:00-03:00');
    vi.advanceTimersByTime(60_000);
    expect(clock.today()).toBe('2026-12-01');
    expect(clock.nowMs()).toBe(Date.parse('2026-12-01T09:00:00-03:00'));
  });

  it('when restarted, it goes back to where it started, or to real time when it started there', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T12:00:00Z') });
    const clock = createClock(START, { frozen: true });
    clock.set('2027-03-05T12:00:00-03:00');
    clock.restart();
    expect(clock.now().toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(clock.start()).toBe(START);
    const real = createClock(null);
    real.set(START);
    real.restart();
    expect(real.pinned()).toBe(false);
    expect(real.today()).toBe('2030-01-01');
  });

  it('set(null) follows real time again', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T12:00:00Z') });
    const clock = createClock(START);
    clock.set(null);
    expect(clock.pinned()).toBe(false);
    expect(clock.today()).toBe('2030-01-01');
  });

  it('POST /__mock/clock sets where the clock starts, and it runs from there (not frozen)', async () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const app = createApp({ clock: createClock(START), config: { confirmDelayMs: -1 } });
    const set = await request(app).post('/__mock/clock').send({ now: '2026-12-01T09:00:00-03:00' });
    expect(set.body).toMatchObject({ pinned: true, frozen: false, today: '2026-12-01' });
    vi.setSystemTime(Date.parse('2030-01-01T00:10:00Z'));
    const later = await request(app).get('/__mock/clock');
    expect(later.body.now).toBe('2026-12-01T12:10:00.000Z');
  });
});
