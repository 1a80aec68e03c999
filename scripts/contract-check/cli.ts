// The command behind `npm run contract:check` (usage and exit codes: scripts/contract-check.ts): it reads
// the arguments and VITE_API_PATHS, runs the check, prints the table or the JSON report, and returns the
// exit code instead of exiting, so that its tests can run it in-process rather than spawn it.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { exitCode, runContractCheck } from './run';
import { formatReport, jsonReport } from './report';
import { parsePathMoves } from '../../web/src/api/contract/api-paths';
import { endpointPaths } from '../../web/src/api/contract/endpoints';

const USAGE =
  'usage: npm run contract:check -- --base-url URL [--rut RUT --password PASSWORD [--lookup-rut RUT]] [--strict] [--json [FILE]]';

/** What `--help` prints: the usage, each option, the exit codes (docs/real-api.md has the rest). */
const HELP = `${USAGE}

Checks an API against the portal's contract: every read, the login and the logout; nothing that pays.
  --base-url URL    the API base, as the SPA's VITE_API_URL (https://api.club.example/api)
  --rut, --password a member in good standing, for the member calls (without them, the public ones)
  --lookup-rut RUT  a RUT that member may invite, for the member-name lookup
  --strict          also fail on anything tolerated or skipped
  --json [FILE]     the report as JSON, on stdout or in FILE
  -h, --help        this text
A call the spec does not show answered 404, 405 or 501 is "not served here": a note, not a break.
VITE_API_PATHS (the environment, else .env) says where the API serves the portal's paths.
Exit: 0 conforms; 1 the contract is broken; 2 the API unreachable or the login refused.
Details: docs/real-api.md, "Checking an API".`;

/** Where the command prints: each call is one line, as console.log / console.error print it. */
interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export async function contractCheckCli(
  args: string[],
  io: CliOutput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  // `--json` alone prints the JSON report instead of the table; `--json FILE` writes it there as well.
  const argv = [...args];
  const at = argv.indexOf('--json');
  const jsonTo = at < 0 ? null : argv[at + 1] && !argv[at + 1]!.startsWith('--') ? argv[at + 1]! : '-';
  if (at >= 0) argv.splice(at, jsonTo === '-' ? 1 : 2);

  let values: {
    'base-url'?: string;
    rut?: string;
    password?: string;
    'lookup-rut'?: string;
    strict?: boolean;
    help?: boolean;
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
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\//.test(baseUrl) || !values.rut !== !values.password) {
    io.err(USAGE);
    return 2;
  }
  const strict = values.strict ?? false;
  // The same VITE_API_PATHS the SPA is built with (the environment, else the project's .env files).
  const { VITE_API_PATHS } = { ...loadEnv('production', process.cwd(), 'VITE_'), ...env };
  let moves;
  try {
    moves = parsePathMoves(VITE_API_PATHS, endpointPaths());
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  const result = await runContractCheck({
    baseUrl,
    moves,
    rut: values.rut,
    password: values.password,
    lookupRut: values['lookup-rut'],
  });
  const code = exitCode(result, strict);
  if (jsonTo === '-') io.out(jsonReport(result, strict, code));
  else {
    io.out(formatReport(result, baseUrl));
    if (jsonTo) fs.writeFileSync(jsonTo, `${jsonReport(result, strict, code)}\n`);
  }
  if (result.fatal) io.err(`contract:check could not run: ${result.fatal}`);
  return code;
}
