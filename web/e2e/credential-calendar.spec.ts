// 'Agregar al calendario' beside the next match on the credential: the browser makes the .ics from
// the match the panel already has, so the download asks the API nothing.
import fs from 'node:fs';
import { test, expect, openSignedIn, PERSONAS } from './fixtures';

test('when María José adds the next match to her calendar, she gets its .ics with no further call to the API', async ({
  page,
}) => {
  await openSignedIn(page, PERSONAS.mariaJose, '/credencial');
  const next = page.getByRole('region', { name: 'Próximo partido' });
  const button = next.getByRole('button', { name: 'Agregar al calendario' });
  await expect(button).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(r.url());
  });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^partido-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = fs.readFileSync((await file.path())!, 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('DTSTART;TZID=America/Santiago:');
  const stadium = (await next.locator('.match-panel__meta strong').textContent()) ?? '';
  expect(ics).toContain(`LOCATION:${stadium.replace(/,/g, '\\,')}`);
  expect(asked).toEqual([]);
});
