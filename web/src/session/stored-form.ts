// The stored session's form (SPEC §3): one key; `informations`, `token` and `status` each encoded
// as base64 three times. The encoding is the legacy portal's; it hides nothing, it only keeps the
// stored shape compatible. UTF-8 first so ñ and accents survive. Apart from storage.ts, which parses
// the user with the contract: the boot script reads the token alone, and carries no contract.

export const SESSION_KEY = 'socios.session';

const toBase64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
};
const fromBase64 = (b64: string) => {
  const binary = atob(b64);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export const encode3 = (text: string) => toBase64(toBase64(toBase64(text)));
export const decode3 = (encoded: string) => fromBase64(fromBase64(fromBase64(encoded)));

/**
 * Only the stored token, or null; never throws. For the pre-rendered pages' boot script
 * (web/src/boot/paint-first.ts), which starts a screen's reads before the app is there and has no
 * use for the user (nor room for the contract's parser).
 */
export function readToken(storage: Storage = localStorage): string | null {
  try {
    const raw = storage.getItem(SESSION_KEY);
    const value = raw ? (JSON.parse(raw) as Record<string, unknown>).token : null;
    return typeof value === 'string' ? decode3(value) : null;
  } catch {
    return null; // corrupted or half-written: the app's own reads handle it (and the login)
  }
}
