// Links come from configuration (WEB_URL, MOCK_PUBLIC_URL), never from the request: a forged Host
// or X-Forwarded-* header must not put an attacker's address into an e-mail or the payment start.
import { describe, expect, it } from 'vitest';
import { makeApp, PERSONAS, VALID_REGISTRATION } from './harness';
import { bearer, lastMailTo } from './mail';
import { DUES, duesBody } from './payments';

const PUBLIC = 'https://api.club.example.cl';
const WEB = 'https://socios.club.example.cl';
const FORGED = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };

describe('links from configuration', () => {
  it('when Host and X-Forwarded-* are forged, the validation, invitation and recovery links and the provider url use the configured bases', async () => {
    const t = makeApp(undefined, { publicUrl: PUBLIC, webUrl: WEB });
    await t.api().post('/api/socios/store').set(FORGED).send(VALID_REGISTRATION);
    const maria = await t.tokenFor(PERSONAS.mariaJose);
    await t
      .api()
      .post('/api/socios/account/invite_associated')
      .set({ ...FORGED, ...bearer(maria) })
      .send({ rut: PERSONAS.juanCarlos });
    await t
      .api()
      .post('/api/socios/account/password/send-recover-link')
      .set(FORGED)
      .send({ rut: PERSONAS.pedro });
    const startRes = await t
      .api()
      .post(DUES)
      .set({ ...FORGED, ...bearer(maria) })
      .send(duesBody());
    const hrefs = [
      lastMailTo(t.store, VALID_REGISTRATION.email).links[0]!.href,
      lastMailTo(t.store, t.store.memberByRut(PERSONAS.juanCarlos)!.email).links[0]!.href,
      lastMailTo(t.store, t.store.memberByRut(PERSONAS.pedro)!.email).links[0]!.href,
      startRes.body.url as string,
    ];
    expect(hrefs.map((h) => new URL(h).origin)).toEqual([PUBLIC, PUBLIC, WEB, PUBLIC]);
    for (const h of hrefs) expect(h).not.toContain('evil');
  });
});
