// Chilean RUT (national ID): stored clean ('123456785'), shown grouped ('12.345.678-5').

const RUT_PATTERN = /^\d{1,2}\d{3}\d{3}\w$/;

/** Strips the separators people type (dots, hyphens, spaces) so every comparison sees one form. */
export function cleanRut(raw: string): string {
  return raw.replace(/[.\-\s]/g, '').toUpperCase();
}

/**
 * Display form. Runs on every keystroke of the RUT input, so partial values must come out sensibly
 * ('12345' → '1.234-5') and nothing may throw: the last character is always treated as the check char.
 */
export function formatRut(raw: string): string {
  const clean = cleanRut(raw);
  if (clean.length <= 1) return clean;
  const body = clean.slice(0, -1).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${clean.slice(-1)}`;
}

/** The spec's shape check (§5); it says nothing about the check digit. */
export function matchesRutPattern(raw: string): boolean {
  return RUT_PATTERN.test(cleanRut(raw));
}

/** Módulo 11 check character. Non-digits in the body are ignored so a formatted body also works. */
export function rutCheckDigit(body: string | number): string {
  const digits = String(body).replace(/\D/g, '');
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** Shape and check digit; the server may still reject a RUT it does not know. */
export function isValidRut(raw: string): boolean {
  const clean = cleanRut(raw);
  return RUT_PATTERN.test(clean) && rutCheckDigit(clean.slice(0, -1)) === clean.slice(-1);
}
