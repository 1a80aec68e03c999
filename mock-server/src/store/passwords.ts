import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// scrypt with a per-password salt; stored as 'salt:hash' in hex. Never returned by any endpoint.
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), 32);
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Seeding hashes the same demo password for every persona on each reset; hashing it once per
// process keeps resets fast (each persona still gets its own salt on a password change).
const memo = new Map<string, string>();
export function hashDemoPassword(password: string): string {
  let h = memo.get(password);
  if (!h) memo.set(password, (h = hashPassword(password)));
  return h;
}
