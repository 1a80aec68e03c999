// The table `npm run contract:check` prints, and what each verdict means for the SPA.
import type { Row, Verdict } from './run';

const LABEL: Record<Verdict, string> = {
  conforms: 'conforms',
  tolerated: 'tolerated deviation',
  breaking: 'BREAKING deviation',
  skipped: 'skipped',
};

const ISSUES_WIDTH = 100;

export function formatReport(rows: Row[]): string {
  const cells = rows.map((r) => [
    r.endpoint,
    r.status === null ? '—' : String(r.status),
    LABEL[r.verdict],
    r.issues.length > ISSUES_WIDTH ? `${r.issues.slice(0, ISSUES_WIDTH - 1)}…` : r.issues,
  ]);
  const head = ['endpoint', 'status', 'verdict', 'first issues'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((x, i) => x.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const count = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
  return [
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
    ...cells.map(line),
    '',
    `${count('conforms')} conform, ${count('tolerated')} tolerated (the SPA absorbs them), ` +
      `${count('breaking')} breaking (the SPA cannot use them), ${count('skipped')} skipped`,
  ].join('\n');
}
