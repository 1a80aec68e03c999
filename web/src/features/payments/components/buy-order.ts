// The buyOrder is the payment's idempotency key (ARCHITECTURE §3–§4): at most 26 characters of
// letters, digits, '-' and '_'. Time keeps orders sortable in the provider's reports; the random
// part keeps two tabs opened in the same millisecond apart.
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newBuyOrder(now = Date.now()): string {
  const random = crypto.getRandomValues(new Uint8Array(10));
  const suffix = Array.from(random, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `SP${now.toString(36).toUpperCase()}${suffix}`;
}
