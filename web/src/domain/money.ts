// Money is whole Chilean pesos. Formatting is hand-rolled rather than Intl so the SPA (any browser
// locale data) and the mock server (Node's ICU build) print exactly the same text.

/** Rounds half away from zero, so -1.5 and 1.5 mirror each other (Math.round alone does not). */
function roundPesos(n: number): number {
  const rounded = Math.sign(n) * Math.round(Math.abs(n));
  return rounded === 0 ? 0 : rounded; // drop -0 so it never prints as '-0'
}

function groupThousands(abs: number): string {
  return String(abs).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '1.234.567'; never throws (NaN or Infinity print as themselves, which shows the bug upstream). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const rounded = roundPesos(n);
  return rounded < 0 ? `-${groupThousands(-rounded)}` : groupThousands(rounded);
}

/** '$6.000', '-$1.500': the sign goes before the currency symbol, as Chilean receipts print it. */
export function formatMoney(n: number): string {
  if (!Number.isFinite(n)) return `$${String(n)}`;
  const rounded = roundPesos(n);
  return rounded < 0 ? `-$${formatNumber(-rounded)}` : `$${formatNumber(rounded)}`;
}
