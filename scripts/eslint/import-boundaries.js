// ESLint rule: the import directions of ARCHITECTURE §1.
// - nothing under web/ imports mock-server/ (except web/src/test/, which starts the real mock for tests);
// - mock-server/ imports from web/ only web/src/domain/* and web/src/api/contract (its index.ts);
// - a feature (web/src/features/<name>/) never imports another feature, but the payment pieces
//   several features share (web/src/features/payments-shared/): only features import those, and
//   they import no feature, nor app/ but its paths, nor layout/ (they stand at the features' level);
// - in mock-server/src, domain sits below routes and pages: domain/ never imports routes/,
//   pages/ or http/ (except http/errors, the AppError a domain rule throws), nor express; pages/
//   never imports routes/.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');
const mockLayerOf = (file) => /^mock-server\/src\/([^/]+)\//.exec(file)?.[1];
const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];
const SHARED = 'payments-shared';
/** What the shared payment pieces may import of web/src: the layers below the features, and the route names. */
const BELOW_FEATURES = /^web\/src\/(api|domain|session|components|test)\/|^web\/src\/app\/paths(\.ts)?$/;

export function violation(fromFile, target) {
  if (
    fromFile.startsWith('web/') &&
    target.startsWith('mock-server/') &&
    !fromFile.startsWith('web/src/test/')
  ) {
    return 'web/ must not import mock-server/: the SPA talks to the API only over HTTP.';
  }
  if (fromFile.startsWith('mock-server/') && target.startsWith('web/')) {
    const allowed = target.startsWith('web/src/domain/') || /^web\/src\/api\/contract(\.ts)?$/.test(target);
    if (!allowed) return 'mock-server/ may import only web/src/domain/* and web/src/api/contract from web/.';
  }
  const mockLayer = mockLayerOf(fromFile);
  if (mockLayer === 'domain') {
    const to = mockLayerOf(target);
    if (
      (to === 'routes' || to === 'pages' || to === 'http') &&
      !/^mock-server\/src\/http\/errors(\.ts)?$/.test(target)
    )
      return `mock-server/src/domain must not import ${to}/: domain functions take plain values (deps.ts), never req/res.`;
    if (target === 'express')
      return 'mock-server/src/domain must not import express: routes read the request.';
  }
  if (mockLayer === 'pages' && mockLayerOf(target) === 'routes') {
    return 'mock-server/src/pages must not import routes/: a route renders a page, not the other way.';
  }
  const from = featureOf(fromFile);
  const to = featureOf(target);
  if (from === SHARED && target.startsWith('web/src/') && to !== SHARED && !BELOW_FEATURES.test(target)) {
    return `web/src/features/${SHARED} may import only api/, domain/, session/, components/ and app/paths: the features import it, not the other way.`;
  }
  if (to === SHARED && from !== SHARED && fromFile.startsWith('web/src/') && !from) {
    return `Only features import web/src/features/${SHARED}: it is the payment pieces several of them share.`;
  }
  if (from && to && from !== to && to !== SHARED) {
    return `Feature "${from}" must not import feature "${to}": move the shared piece to components/, domain/ or (a payment piece) features/${SHARED}/.`;
  }
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: 'Import directions of ARCHITECTURE §1' }, schema: [] },
  create(context) {
    const fromFile = rel(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      // Package imports are checked by name ('express'), relative ones by the file they reach.
      const target = spec.startsWith('.') ? rel(path.resolve(path.dirname(context.filename), spec)) : spec;
      const message = violation(fromFile, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
