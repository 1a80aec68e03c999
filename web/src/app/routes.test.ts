import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../test/app-routes';
import { paths } from './paths';
import { EARLY_READS_META } from './preload-reads';
import { prerenderedPaths } from './prerendered';
import { MEMBER_SHELL, SCREENS, screenRoutes, unroutedMeasures } from './screens';

// Tests run from the project's root.
const SRC = path.resolve('web/src');

/** Every module routes.ts names, layouts and guards included, once. */
const files = [...new Set(screenRoutes().flatMap((s) => [...s.under, s.file]))];

describe('routes.ts, the one list of screens', () => {
  it('names route modules that exist, each with its screen or layout as default export', async () => {
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(fs.existsSync(path.join(SRC, file)), file).toBe(true);
      const module = await MODULES[file]!();
      expect(typeof module.default, file).toBe('function');
    }
  });

  it('names every page module of the features (features/*/pages)', () => {
    const pages = fs
      .readdirSync(path.join(SRC, 'features'))
      .flatMap((area) => {
        const dir = path.join(SRC, 'features', area, 'pages');
        return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `features/${area}/pages/${name}`) : [];
      })
      .filter((file) => /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(files, page).toContain(page);
  });

  it('answers each path once, every path of paths.ts among them (the root with the login), and any other path', () => {
    const answered = screenRoutes().map((s) => s.path);
    expect(new Set(answered).size).toBe(answered.length);
    expect(answered).toEqual(expect.arrayContaining([...Object.values(paths), '/*']));
    expect(screenRoutes().find((s) => s.path === paths.root)?.file).toBe(
      screenRoutes().find((s) => s.path === paths.login)?.file,
    );
  });

  it("has in screens.ts a first-load budget for every screen, and a cold-link one for those in the member's shell", () => {
    for (const { path: at, under } of screenRoutes().filter((s) => ![paths.root, '/*'].includes(s.path))) {
      const screen = SCREENS.find((s) => s.path === at);
      expect(screen?.budget.kb, at).toBeGreaterThan(0);
      if (under.includes(MEMBER_SHELL)) expect(screen?.budget.cold, at).toBeDefined();
    }
    // A measured screen that routes.ts no longer answers would be a budget nothing checks.
    expect(unroutedMeasures()).toEqual([]);
  });

  it("names, on every pre-rendered screen that starts reads, those reads for its page's boot script", async () => {
    const started = screenRoutes().filter((s) => (prerenderedPaths as string[]).includes(s.path));
    let checked = 0;
    for (const { path: at, file } of started) {
      const module = (await MODULES[file]!()) as { clientLoader?: unknown; meta?: () => { name?: string }[] };
      if (!module.clientLoader) continue;
      const named = module.meta?.().find((tag) => tag.name === EARLY_READS_META);
      expect(named, `${at}: meta() = earlyReadsMeta(...its loader's reads)`).toBeDefined();
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
