import { describe, expect, it, vi } from 'vitest';
import { routeModulesShowingFailedDownloads } from './route-module-downloads';

const manifest = {
  routes: {
    root: { module: '/assets/root.js' },
    profile: {
      module: '/assets/profile-page.js',
      imports: ['/assets/member.js', '/assets/kit-a.js'],
      css: ['/assets/profile-page.css'],
    },
  },
};
const root = { default: () => null };

/** What React Router's loadRouteModule does with the cache: asks, then reads at once. */
async function loadRouteModule(modules: Record<string, unknown>, id: string): Promise<unknown> {
  if (id in modules) return modules[id];
  return 'imported by the router';
}

describe('routeModulesShowingFailedDownloads', () => {
  it('when a module is loaded, the router gets it as it is, with no download', async () => {
    const load = vi.fn();
    const modules = routeModulesShowingFailedDownloads({ root }, manifest, load);
    expect(await loadRouteModule(modules, 'root')).toBe(root);
    expect(load).not.toHaveBeenCalled();
  });

  it('when the router asks for a module not loaded, it is downloaded here and kept', async () => {
    const profile = { default: () => null };
    const load = vi.fn().mockResolvedValue(profile);
    const modules = routeModulesShowingFailedDownloads({ root }, manifest, load);
    expect(await loadRouteModule(modules, 'profile')).toBe(profile);
    expect(load).toHaveBeenCalledWith('/assets/profile-page.js');
    expect(modules.profile).toBe(profile);
    expect(await loadRouteModule(modules, 'profile')).toBe(profile);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks for every file and stylesheet a route's module imports with the module, not one level at a time", async () => {
    const preload = vi.fn();
    const load = vi.fn().mockResolvedValue({ default: () => null });
    const modules = routeModulesShowingFailedDownloads({ root }, manifest, load, preload);
    await loadRouteModule(modules, 'profile');
    expect(preload).toHaveBeenCalledWith(manifest.routes.profile);
    await loadRouteModule(modules, 'root');
    await loadRouteModule(modules, 'profile');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('by default, as preload links in the head, each file once', async () => {
    const load = vi.fn().mockResolvedValue({ default: () => null });
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="style"]')].map(
        (l) => l.getAttribute('href'),
      );
    const credential = { module: '/assets/credential.js', imports: ['/assets/card.js', '/assets/member.js'] };
    const withCredential = { routes: { ...manifest.routes, credential } };
    await loadRouteModule(routeModulesShowingFailedDownloads({ root }, manifest, load), 'profile');
    const before = preloads();
    expect(before).toEqual(
      expect.arrayContaining(['/assets/member.js', '/assets/kit-a.js', '/assets/profile-page.css']),
    );
    await loadRouteModule(routeModulesShowingFailedDownloads({ root }, withCredential, load), 'credential');
    expect(preloads()).toEqual([...before, '/assets/card.js']);
  });

  it('when another reader looks at a module not yet loaded, it finds none, as before', () => {
    const modules = routeModulesShowingFailedDownloads({ root }, manifest, () => new Promise(() => {}));
    expect(modules.profile).toBeUndefined();
    void loadRouteModule(modules, 'profile');
    expect(modules.profile).toBeUndefined();
  });

  it('when a route is unknown, the router is told so', async () => {
    const load = vi.fn();
    const modules = routeModulesShowingFailedDownloads({ root }, manifest, load);
    expect(await loadRouteModule(modules, 'nowhere')).toBe('imported by the router');
    expect(load).not.toHaveBeenCalled();
  });

  it("when the download fails, the router gets a module that throws the browser's error, and the next ask tries again", async () => {
    const offline = new TypeError('Failed to fetch dynamically imported module: /assets/profile-page.js');
    const profile = { default: () => null };
    const load = vi.fn().mockRejectedValueOnce(offline).mockResolvedValueOnce(profile);
    const modules = routeModulesShowingFailedDownloads({ root }, manifest, load);

    const failed = (await loadRouteModule(modules, 'profile')) as Record<string, () => unknown>;
    for (const part of ['default', 'clientLoader', 'clientAction'])
      expect(() => failed[part]!(), part).toThrow(offline);
    expect('profile' in { ...modules }).toBe(false);

    expect(await loadRouteModule(modules, 'profile')).toBe(profile);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
