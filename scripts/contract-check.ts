// npm run contract:check -- --base-url URL [--rut R --password P] [--strict]
// Read-only conformance run of an API against the SPA's contract (docs/real-api.md).
// Exit 1 on any breaking deviation; with --strict, on any deviation.
import { parseArgs } from 'node:util';
import { failed, runContractCheck } from './contract-check/run';
import { formatReport } from './contract-check/report';

const USAGE = 'usage: npm run contract:check -- --base-url URL [--rut RUT --password PASSWORD] [--strict]';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    rut: { type: 'string' },
    password: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const baseUrl = values['base-url'];
if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !values.rut !== !values.password) {
  console.error(USAGE);
  process.exit(2);
}
const rows = await runContractCheck({ baseUrl, rut: values.rut, password: values.password });
console.log(formatReport(rows));
process.exit(failed(rows, values.strict) ? 1 : 0);
