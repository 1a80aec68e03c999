// npm run openapi: writes mock-server/openapi.yaml from the contract (scripts/openapi/document.ts).
// mock-server/src/openapi.test.ts fails when the committed file differs from what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { OPENAPI_FILE, ROOT, renderDocument } from './openapi/document';

fs.writeFileSync(OPENAPI_FILE, await renderDocument());
console.log(`wrote ${path.relative(ROOT, OPENAPI_FILE)}`);
