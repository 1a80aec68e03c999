import type { RequestHandler } from 'express';
import type { MockConfig } from '../config';

export const FAULT_MESSAGE = 'Falla simulada del servidor (MOCK_FAIL_RATE).';

// The browser itself lands on a few API paths (the provider's return, a printable receipt): a
// fault there gets a page a member can read and retry, not raw JSON. Both are safe to repeat (the
// return commits once), so 'Reintentar' simply asks for the same address again.
const faultPage = (retry: boolean, webUrl: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>No pudimos completar esta operación</title></head>
<body style="font-family:system-ui,sans-serif;max-width:520px;margin:48px auto;padding:0 16px;color:#141414">
<h1 style="font-size:1.4rem">No pudimos completar esta operación</h1>
<p>El servidor tuvo una falla momentánea (${FAULT_MESSAGE}). Si venías de pagar, no se perdió nada: vuelve a intentarlo.</p>
<p>${retry ? '<a href="">Reintentar</a> · ' : ''}<a href="${webUrl}/dashboard">Volver al portal</a></p>
</body></html>`;

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
