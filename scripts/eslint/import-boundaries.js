// ESLint rule: the import directions of ARCHITECTURE §1.
// - nothing under web/ imports mock-server/ (except web/src/test/, which starts the real mock for tests);
// - mock-server/ imports from web/ only web/src/domain/* and web/src/api/contract (its index.ts);
// - a feature (web/src/features/<name>/) never imports another feature.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');
const featureOf = (file) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

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
  const from = featureOf(fromFile);
  const to = featureOf(target);
  if (from && to && from !== to) {
    return `Feature "${from}" must not import feature "${to}": move the shared piece to components/ or domain/.`;
  }
  return null;
}

export default {
  meta: { type: 'problem', docs: { description: 'Import directions of ARCHITECTURE §1' }, schema: [] },
  create(context) {
    const fromFile = rel(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(context.filename), spec));
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
