// The wire contract between the SPA and the club's API (SPEC §3, §7; ARCHITECTURE §3), as zod
// schemas; the TypeScript types are inferred from them. It belongs to the client: the fake API
// implements these shapes, and mock-server/openapi.yaml is generated from them.
// Each module of schemas first ends the task it was reached in (`await yieldToMain()`): built in one
// go, the contract was a phone's long task at every page's start, before the first tap could get
// through; module by module, each is a short task of its own.
export * from './wire';
export * from './auth';
export * from './profile';
export * from './catalog';
export * from './fees';
export * from './accounts';
export * from './payments';
export * from './health';
export { endpoints, endpointPaths, pathOf, type Endpoint } from './endpoints';
export * from './api-paths';
export { judge, parseBody } from './tolerant';
