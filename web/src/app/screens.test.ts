import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { paths } from './paths';
import { routes } from './router';
import { blockedGuard } from './lazy-route';
import { ProtectedRoute } from './protected-route';
import { PublicLayout } from '../layout/public-layout';
import { SCREENS } from './screens';

// Tests run from the project's root.
const SRC = path.resolve('web/src');

/** Every route of the table with a path, and what it sits under (layouts, guards). */
function leaves(table: RouteObject[], under: string[] = []): { path: string; under: string[] }[] {
  return table.flatMap((route) => {
    const element = route.element as { type?: unknown } | undefined;
    const here =
      element?.type === PublicLayout
        ? 'public'
        : element?.type === ProtectedRoute
          ? 'session'
          : route.lazy === blockedGuard.lazy
            ? 'blocked'
            : route.lazy && route.children
              ? // The lazily loaded member's shell, right below the root.
                'member'
              : undefined;
    const inside = here ? [...under, here] : under;
    return [
      ...(route.path ? [{ path: route.path, under: inside }] : []),
      ...leaves(route.children ?? [], inside),
    ];
  });
}

describe('the screens list', () => {
  it('has every path of paths.ts once (the root is the login, answered by the index route)', () => {
    const listed = SCREENS.map((s) => s.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(
      Object.values(paths)
        .filter((p) => p !== paths.root)
        .sort(),
    );
  });

  it('names page modules that exist', () => {
    for (const { page } of SCREENS) expect(fs.existsSync(path.join(SRC, `${page}.tsx`)), page).toBe(true);
  });

  it('gives every screen a first-load budget, and every member screen a cold-link one', () => {
    for (const { path, budget, layout } of SCREENS) {
      expect(budget.kb, path).toBeGreaterThan(0);
      if (layout === 'member') expect(budget.cold, path).toBeDefined();
    }
  });

  it('is the route table: each screen once, under its layout and guards', () => {
    const table = leaves(routes).filter((leaf) => leaf.path !== '*');
    expect(table.map((leaf) => leaf.path).sort()).toEqual(SCREENS.map((s) => s.path).sort());
    for (const screen of SCREENS) {
      const { under } = table.find((leaf) => leaf.path === screen.path)!;
      expect(under, screen.path).toEqual(
        [screen.layout, screen.session && 'session', screen.blocked && 'blocked'].filter(Boolean),
      );
    }
  });
});
