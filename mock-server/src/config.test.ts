import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv: where the SPA lives (WEB_URL)', () => {
  it("is npm run dev's Vite on 5173 when nothing is set", () => {
    expect(configFromEnv({}, false).webUrl).toBe('http://localhost:5173');
  });

  it('follows WEB_PORT, the setting that moves Vite', () => {
    expect(configFromEnv({ WEB_PORT: '5180' }, false).webUrl).toBe('http://localhost:5180');
  });

  it('is WEB_URL when set, whatever WEB_PORT says', () => {
    const env = { WEB_URL: 'https://socios.club.example', WEB_PORT: '5180' };
    expect(configFromEnv(env, false).webUrl).toBe('https://socios.club.example');
  });

  it('is the fake API itself when it serves the built SPA (the demo), on MOCK_PORT', () => {
    expect(configFromEnv({ MOCK_PORT: '4100', WEB_PORT: '5180' }, true).webUrl).toBe('http://localhost:4100');
  });
});

describe('configFromEnv: the automatic charge', () => {
  it('looks at the clock every minute, or as often as MOCK_AUTO_CHARGE_MS says (0 = only by hand)', () => {
    expect(configFromEnv({}, false).autoChargeIntervalMs).toBe(60_000);
    expect(configFromEnv({ MOCK_AUTO_CHARGE_MS: '0' }, false).autoChargeIntervalMs).toBe(0);
  });
});
