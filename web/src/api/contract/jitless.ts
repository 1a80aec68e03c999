// zod without eval, for every schema of the SPA. Classic zod compiles each object schema's parser
// with `new Function`, after probing whether it may. Under the deploy's Content-Security-Policy
// (deploy/nginx.conf: script-src 'self', no 'unsafe-eval') the browser refuses, and though zod falls
// back, it reports the refusal: Firefox logged a CSP error on every page load. The SPA's schemas are
// zod/mini's, whose objects never compile; the setting keeps that true should a classic one come in.
// zod reads it when an object schema is made, so every module that makes schemas imports this one
// before zod (jitless.test.ts holds them to it): it then runs before their first schema exists.
import { config } from 'zod/v4/core';

config({ jitless: true });
