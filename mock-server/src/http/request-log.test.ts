// The terminal's request log never prints a link's secret, wherever it sits: in the path (e-mail
// validation, invitations) or in the query (reset ?token=, receipts ?key= and ?link=).
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { createApp } from '../app';
import { createClock } from '../clock';
import { TEST_NOW } from '../../../test-support';
import { REDACTED, requestLog } from './request-log';

const SECRET = 'f'.repeat(64);

describe('the request log', () => {
  it.each([
    `/api/socios/email/validate/${SECRET}`,
    `/api/socios/account/associated/accept/${SECRET}`,
    `/api/vouchers/101?key=${SECRET.slice(0, 32)}`,
    `/api/vouchers/101?link=${SECRET}`,
    `/api/socios/total?token=${SECRET}`,
  ])('when %s is asked, the line names the route but not the secret', async (path) => {
    const lines: string[] = [];
    const app = createApp({ clock: createClock(TEST_NOW, { frozen: true }) });
    // The log the app would write, fed the same requests (createApp logs to the terminal).
    const logged = requestLog(true, (line) => lines.push(line));
    const express = (await import('express')).default;
    const wrapper = express();
    wrapper.use(logged, app);
    await request(wrapper).get(path);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(SECRET.slice(0, 32));
    expect(lines[0]).toContain(REDACTED);
    expect(lines[0]).toContain(path.split(/[?]/)[0]!.replace(SECRET, REDACTED));
  });

  it('keeps what is not a secret: ids, RUTs, ordinary query values', async () => {
    const lines: string[] = [];
    const wrapper = (await import('express')).default();
    wrapper.use(
      requestLog(true, (line) => lines.push(line)),
      (_req, res) => res.sendStatus(204),
    );
    await request(wrapper).get('/api/payments/info/101?menu=purchases-history');
    await request(wrapper).get('/api/socios/name/123456785');
    expect(lines[0]).toMatch(/^\[api\] GET \/api\/payments\/info\/101\?menu=purchases-history 204 \d+ ms$/);
    expect(lines[1]).toContain('/api/socios/name/123456785');
  });
});
