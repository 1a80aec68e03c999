import type { RequestHandler } from 'express';
import type { MockConfig } from '../config';
import { FAULT_MESSAGE, faultPage } from '../pages/messages';

/** MOCK_LATENCY_MS and MOCK_FAIL_RATE: a slow or flaky API, so the SPA's error paths get exercised. */
export function faults(config: MockConfig, random: () => number = Math.random): RequestHandler {
  return (req, res, next) => {
    const go = () => {
      if (config.failRate > 0 && random() < config.failRate) {
        res.status(500);
        if (req.accepts(['json', 'html']) === 'html')
          res.type('html').send(faultPage(req.method === 'GET', config.webUrl));
        else res.json({ message: FAULT_MESSAGE });
        return;
      }
      next();
    };
    if (config.latencyMs > 0) setTimeout(go, config.latencyMs);
    else go();
  };
}
