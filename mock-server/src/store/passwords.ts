import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { promisify } from 'node:util';

// scrypt with a per-password salt; stored as 'salt:hash' in hex. Never returned by any endpoint.
// The async scrypt runs on libuv's thread pool, so a burst of logins does not stop the server from
// answering everything else (the synchronous one held the only thread for every hash).
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;
// A quarter of Node's default cost (N 16384): still memory-hard, a fraction of the CPU a login
// costs at the default. The fake's passwords are the demo's, printed in the README; what
// matters here is that a hash is salted, never returned, and as slow for a stranger's RUT as for a
// member's. The API tests and the journeys log in hundreds of times a run (docs/performance.md).
const COST: ScryptOptions = { N: 2 ** 12 };

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(password, salt, 32, COST)).toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), 32, COST);
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A login for a RUT nobody has still hashes once against this, so its answer takes as long as a
// wrong password for a member's RUT and the timing does not tell which RUTs are members.
const DUMMY_HASH = `${randomBytes(16).toString('hex')}:${randomBytes(32).toString('hex')}`;
export const burnPasswordCheck = (password: string) => verifyPassword(password, DUMMY_HASH);

// Seeding hashes the same demo password for every persona on each reset; hashing it once per
// process keeps resets fast and synchronous (each persona still gets its own salt on a change).
const memo = new Map<string, string>();
export function hashDemoPassword(password: string): string {
  let h = memo.get(password);
  if (!h) {
    const salt = randomBytes(16);
    memo.set(
      password,
      (h = `${salt.toString('hex')}:${scryptSync(password, salt, 32, COST).toString('hex')}`),
    );
  }
  return h;
}
