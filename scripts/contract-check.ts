// npm run contract:check -- --base-url URL [--rut R --password P [--lookup-rut R]] [--strict] [--json [FILE]]
// (--help prints the usage.)
// A conformance run of an API against the SPA's contract (docs/real-api.md).
// Exit 0 conforms; 1 the contract is broken (with --strict, also anything tolerated or skipped);
// 2 the API could not be reached or the member could not log in (nothing to judge).
import { contractCheckCli } from './contract-check/cli';

const code = await contractCheckCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
