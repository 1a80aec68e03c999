// npm run contract:check -- --base-url URL [--rut R --password P [--lookup-rut R]] [--strict] [--json [FILE]]
// A conformance run of an API against the SPA's contract (docs/real-api.md).
// Exit 0 conforms; 1 the contract is broken (with --strict, also anything tolerated or skipped);
// 2 the API could not be reached or the member could not log in (nothing to judge).
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { exitCode, runContractCheck } from './contract-check/run';
import { formatReport, jsonReport } from './contract-check/report';
import { loadEnv } from 'vite';
import { parsePathMoves } from '../web/src/api/contract/api-paths';
import { endpointPaths } from '../web/src/api/contract/endpoints';

const USAGE =
  'usage: npm run contract:check -- --base-url URL [--rut RUT --password PASSWORD [--lookup-rut RUT]] [--strict] [--json [FILE]]';

// `--json` alone prints the JSON report instead of the table; `--json FILE` writes it there as well.
const argv = process.argv.slice(2);
const at = argv.indexOf('--json');
const jsonTo = at < 0 ? null : argv[at + 1] && !argv[at + 1]!.startsWith('--') ? argv[at + 1]! : '-';
if (at >= 0) argv.splice(at, jsonTo === '-' ? 1 : 2);

let values: {
  'base-url'?: string;
  rut?: string;
  password?: string;
  'lookup-rut'?: string;
  strict?: boolean;
};
try {
  ({ values } = parseArgs({
    args: argv,
    options: {
      'base-url': { type: 'string' },
      rut: { type: 'string' },
      password: { type: 'string' },
      'lookup-rut': { type: 'string' },
      strict: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const baseUrl = values['base-url'];
if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !values.rut !== !values.password) {
  console.error(USAGE);
  process.exit(2);
}
const strict = values.strict ?? false;
// The same VITE_API_PATHS the SPA is built with (the environment, else the project's .env files).
const { VITE_API_PATHS } = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
let moves;
try {
  moves = parsePathMoves(VITE_API_PATHS, endpointPaths());
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const result = await runContractCheck({
  baseUrl,
  moves,
  rut: values.rut,
  password: values.password,
  lookupRut: values['lookup-rut'],
});
const code = exitCode(result, strict);
if (jsonTo === '-') console.log(jsonReport(result, strict, code));
else {
  console.log(formatReport(result, baseUrl));
  if (jsonTo) fs.writeFileSync(jsonTo, `${jsonReport(result, strict, code)}\n`);
}
if (result.fatal) console.error(`contract:check could not run: ${result.fatal}`);
process.exit(code);
