// What every test harness shares: the demo personas, the pinned clock, free ports and the
// control room's JSON shapes.
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

/** An e-mail in the control room's outbox (GET /__mock/outbox as JSON, newest first). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: { label: string; href: string }[];
}

/** A purchase in the control room's list (GET /__mock/payments, oldest first). */
export interface MockPurchase {
  id_compra: number;
  rut: string | null;
  tipo_pago: string;
  metodo_pago: string;
  estado: number;
  total: number;
  buyOrder: string;
  /** The provider's token for its checkout (what the browser posts as token_ws); null for seeded purchases. */
  token: string | null;
  /** What the provider decided (its approval code, the card's last digits), once it has. */
  provider: { status: string; response_code: number; authorization_code: string | null } | null;
}

/** A member in the control room's list (GET /__mock/members): as stored, no secrets, with its open sessions. */
export interface MockMember {
  id: number;
  rut: string;
  email: string;
  activo: number;
  al_dia_hasta: string | null;
  guardianId: number | null;
  sessions: number;
  [field: string]: unknown;
}

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

/**
 * Every call SPEC §7 shows without a path, moved somewhere else: a build made with this
 * VITE_API_PATHS (and the fake API reading the same) must ask only the moved paths.
 */
export const MOVED_API_PATHS: Readonly<Record<string, string>> = {
  'socios/logout': 'auth/salir',
  'fixtures/info': 'partidos/resumen',
  'cuotas/configuracion': 'socios/profile/configuracion-cuotas',
  'socios/profile/info-cuotas': 'socios/mis-cuotas',
  'socios/account/invitations': 'socios/invitaciones',
  'socios/account/guardian': 'socios/tutor',
  'socios/account/associated/leave': 'socios/tutor/dejar',
  'socios/name/{rut}': 'socios/nombre/{rut}',
  'payments/transbank/oneclick/card': 'payments/transbank/oneclick/tarjeta',
};
