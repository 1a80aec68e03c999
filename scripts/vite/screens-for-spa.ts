// A Vite plugin: the SPA's copy of the screens' list (web/src/app/screens.ts) without the fields
// only the build's scripts read (budgets, how a visit opens it, what the build pre-renders and
// prefetches). The route table is in every screen's first load: shipped, they would cost every route
// bytes that nothing in the browser reads.
import ts from 'typescript';
import type { Plugin } from 'vite';

const LIST = /\/web\/src\/app\/screens\.ts$/;
const BUILD_ONLY = new Set(['budget', 'visit', 'prerender', 'prefetchedFrom', 'forbidden']);

/** `source` without the build-only properties of its object literals (with their comments). */
export function withoutBuildFields(source: string): string {
  const file = ts.createSourceFile('screens.ts', source, ts.ScriptTarget.Latest, true);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      BUILD_ONLY.has(node.name.text) &&
      ts.isObjectLiteralExpression(node.parent)
    ) {
      // Its comma too, so the literal stays valid whatever the property's place in it.
      const comma = source.slice(node.end).match(/^\s*,/)?.[0].length ?? 0;
      cuts.push([node.getFullStart(), node.end + comma]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cuts.reduceRight((text, [from, to]) => text.slice(0, from) + text.slice(to), source);
}

export function screensForSpa(): Plugin {
  return {
    name: 'portal-socios-screens-for-spa',
    enforce: 'pre',
    transform(code, id) {
      return LIST.test(id) ? { code: withoutBuildFields(code), map: null } : null;
    },
  };
}
