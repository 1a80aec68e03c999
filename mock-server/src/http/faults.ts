import type { RequestHandler } from 'express';
import type { MockConfig } from '../config';

/** MOCK_LATENCY_MS and MOCK_FAIL_RATE: a slow or flaky API, so the SPA's error paths get exercised. */
export function faults(config: MockConfig, random: () => number = Math.random): RequestHandler {
  return (_req, res, next) => {
    const go = () => {
      if (config.failRate > 0 && random() < config.failRate) {
        res.status(500).json({ message: 'Falla simulada del servidor (MOCK_FAIL_RATE).' });
        return;
      }
      next();
    };
    if (config.latencyMs > 0) setTimeout(go, config.latencyMs);
    else go();
  };
}
