// zod as the SPA uses it, set up before any of its schemas exists: every module that makes one
// imports `z` from here (ESLint holds the others to it), so this runs first.
// Jitless: zod otherwise compiles each object schema's parser with `new Function`, after probing
// whether it may. A page served with a strict Content-Security-Policy (deploy/nginx.conf: no
// 'unsafe-eval') refuses that, and though zod falls back, the browser reports the refusal: Firefox
// logged a CSP error on every page load. The flag is read when an object schema is made, so it
// must be set before the first one, not merely before the first parse.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
