// What every test harness shares (issue 20): the demo personas, the pinned clock and free ports.
// Imported by the fake API's tests (mock-server/src/test/harness.ts), the component tests
// (web/src/test/mock-api.ts), the browser journeys (web/e2e/fixtures.ts) and the scripts that start
// servers (scripts/mock-process.ts, nginx); it imports nothing of the app, so any of them may.
import net from 'node:net';
import type { Server } from 'node:http';

/** Every demo persona's password (README 'Demo personas', fixtures/members.json). */
export const PASSWORD = 'socio1234';

/** The demo personas by RUT (clean: digits and check character), as fixtures/personas.json lists them. */
export const PERSONAS = {
  mariaJose: '123456785',
  juanCarlos: '156782343',
  pedro: '98765433',
  roberto: '8765432K',
  camila: '174563217',
  diego: '16171819K',
  renuncia: '135792462',
  eliminado: '201234565',
  noHabilitado: '246813574',
} as const;
export type Persona = keyof typeof PERSONAS;

/** The pinned clock of every test: the demo's day, a Saturday noon in Santiago (E2E_NOW overrides it in the journeys). */
export const TEST_NOW = '2026-11-21T12:00:00-03:00';

/** A port nothing listens on now, for a server started in another process. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Starts an in-process server on a free loopback port; resolves to its base URL (no trailing slash). */
export async function listenLocal(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}
