// `npm run lint`'s import-loop check: fails when a module of web/src, mock-server/src or scripts reaches
// itself again through its static imports (type-only imports included: a loop of types is still two
// modules that cannot be understood apart). A loop makes evaluation order decide whether a value is
// there yet, and hides which module is the lower one. Dynamic `import()` is left out: it runs later,
// when both modules are loaded. The import-direction rule (scripts/eslint/import-boundaries.js) says
// which way layers may point; this says that, within a layer, nothing points back.
import ts from 'typescript';
import fs from 'node:fs';
import path from 'node:path';
import { findLoops } from './import-loops/find-loops';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['web/src', 'mock-server/src', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);

/** The project's own modules a file imports statically (packages and `import()` left out). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const specifiers = source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return [];
    return [path.resolve(resolved.resolvedFileName)];
  });
}

const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
const graph = new Map(files.map((file) => [file, staticImports(file)]));
const loops = findLoops(graph);

if (loops.length === 0) {
  console.log(`import loops: none in ${files.length} files (${FOLDERS.join(', ')})`);
} else {
  console.error(`import loops: ${loops.length} — break each by moving the shared piece down a layer`);
  for (const loop of loops) {
    console.error('  ' + [...loop, loop[0]!].map((file) => path.relative(ROOT, file)).join(' → '));
  }
  process.exitCode = 1;
}
