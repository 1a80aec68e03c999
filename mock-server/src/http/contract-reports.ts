// The SPA's drift reports as the fake API keeps them (routes/contract-reports.ts receives them, the
// console lists them): a report names a call, a verdict and schema paths — never values — and is
// checked to be only that; the list is bounded and kept in memory.
import { z } from 'zod';

/** The newest reports the console lists; older ones drop off. */
export const MAX_KEPT = 100;

const schemaPath = z.string().max(120);
const report = z.strictObject({
  call: z
    .string()
    .max(160)
    .regex(/^(GET|POST|PUT|DELETE) [\w{}./-]+$/),
  verdict: z.enum(['tolerated', 'breaking']),
  missing: z.array(schemaPath).max(10),
  mistyped: z.array(schemaPath).max(10),
});
export const reportBatch = z.strictObject({ reports: z.array(report).min(1).max(20) });
export type ContractReport = z.infer<typeof report> & { at: string };

export function createContractReports(now: () => Date) {
  let kept: ContractReport[] = [];
  return {
    add(reports: z.infer<typeof report>[]) {
      const at = now().toISOString();
      kept = [...reports.map((r) => ({ ...r, at })).reverse(), ...kept].slice(0, MAX_KEPT);
    },
    /** Newest first. */
    list: (): readonly ContractReport[] => kept,
    clear() {
      kept = [];
    },
  };
}
export type ContractReports = ReturnType<typeof createContractReports>;
