// What `npm run contract:check` prints: one line per call with its verdict and first issue, the missing
// extensions (what the portal shows less without), a summary; and with --json, every row with its
// issues and a sample request and answer for each one that has something to say.
import type { CheckResult, Row, Verdict } from './run';

const LABEL: Record<Verdict, string> = {
  conforms: 'conforms',
  tolerated: 'tolerated deviation',
  breaking: 'BREAKING deviation',
  skipped: 'skipped',
  'not exercised': 'not exercised',
  'not served': 'not served here',
};

const ISSUES_WIDTH = 100;
const clip = (s: string) => (s.length > ISSUES_WIDTH ? `${s.slice(0, ISSUES_WIDTH - 1)}…` : s);

export const extensionLine = (r: Row) =>
  `missing extension: ${r.extensions.join(', ')} — the portal shows less without it`;

/** The first thing to say about a row: its first issue, else its missing extensions. */
const firstWord = (r: Row) => r.issues[0] ?? (r.extensions.length ? extensionLine(r) : '');

export function summary({ rows }: CheckResult): string {
  const count = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
  const probed = rows.filter((r) => r.probe !== undefined);
  const extensions = rows.reduce((n, r) => n + r.extensions.length, 0);
  return (
    `${count('conforms')} conform, ${count('tolerated')} tolerated (the SPA absorbs them), ` +
    `${count('breaking')} breaking (the SPA cannot use them), ${count('skipped')} skipped, ` +
    `${count('not exercised')} not exercised (writes and browser pages), ` +
    `${count('not served')} not served here (calls the spec does not show: a note); ` +
    `${extensions} missing extensions; ${probed.filter((r) => r.probe === 401).length}/${probed.length} ` +
    'calls answered 401 without the token'
  );
}

/** Where the call was asked (the API base left out): the path VITE_API_PATHS moves it to, or the table's. */
const askedAt = (r: Row, baseUrl: string) => {
  const url = r.sample?.request.url;
  if (!url) return '—';
  const base = baseUrl.replace(/\/+$/, '') + '/';
  return url.startsWith(base) ? url.slice(base.length) : url;
};

/** The last line when reads were skipped: how many, of how many, and what would let them run. */
export function skippedLine({ rows }: CheckResult): string | null {
  const reads = rows.filter(
    (r) => r.verdict !== 'not exercised' && !r.endpoint.startsWith('POST socios/log'),
  );
  const skipped = reads.filter((r) => r.verdict === 'skipped');
  if (!skipped.length) return null;
  return `SKIPPED ${skipped.length} of ${reads.length} reads (first: ${skipped[0]!.issues[0]}): they say nothing about this API`;
}

export function formatReport(result: CheckResult, baseUrl = ''): string {
  const cells = result.rows.map((r) => [
    r.endpoint,
    askedAt(r, baseUrl),
    r.status === null ? '—' : String(r.status),
    LABEL[r.verdict],
    clip(firstWord(r)),
  ]);
  const head = ['endpoint', 'asked at', 'status', 'verdict', 'first issue'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const extended = result.rows.filter((r) => r.extensions.length);
  const absent = result.rows.filter((r) => r.verdict === 'not served');
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    ...(extended.length ? ['', 'Extensions your API does not send:'] : []),
    ...extended.map((r) => `  ${r.endpoint}: ${extensionLine(r)}`),
    ...(absent.length ? ['', 'Not served here (the spec does not show them; nothing breaks):'] : []),
    ...absent.map((r) => `  ${r.endpoint}: ${r.issues[0]}`),
    '',
    summary(result),
    ...(result.fatal ? ['', `STOPPED: ${result.fatal}`] : []),
    ...(skippedLine(result) ? ['', skippedLine(result)!] : []),
  ].join('\n');
}

/** The whole run as JSON: every row, its issues, and a sample for each row with something to say. */
export function jsonReport(result: CheckResult, strict: boolean, exitCode: number): string {
  const rows = result.rows.map(({ sample, ...r }) => ({
    ...r,
    issues: [...r.issues, ...(r.extensions.length ? [extensionLine(r)] : [])],
    ...(sample && (r.issues.length || r.extensions.length) ? { sample } : {}),
  }));
  return JSON.stringify(
    { exitCode, strict, fatal: result.fatal ?? null, summary: summary(result), rows },
    null,
    2,
  );
}
