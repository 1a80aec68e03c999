// Developer tool: screenshots of routes at 390 px and 1280 px, optionally logged in as a persona.
// Usage: npx tsx scripts/screenshots.ts [--base http://localhost:5173 (WEB_PORT)] [--rut 123456785] [--out /tmp/shots] /login /dashboard
import { launchChromium } from './browser';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value ?? fallback;
};
const base = opt('--base', `http://localhost:${Number(process.env.WEB_PORT) || 5173}`); // npm run dev's SPA
const rut = opt('--rut', '');
const out = opt('--out', '/tmp/shots');
const routes = args.length ? args : ['/login'];

const browser = await launchChromium();
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 900 } });
  if (rut) {
    await page.goto(`${base}/login`);
    await page.getByLabel('RUT').fill(rut);
    await page.getByLabel('Contraseña', { exact: true }).fill('socio1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(/dashboard|validation/);
  }
  for (const route of routes) {
    await page.goto(base + route);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const name = `${out}/${route.replace(/[^a-z0-9]+/gi, '_')}-${rut || 'anon'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
