// Every route the app mounts under /api, found by walking the routers app.ts mounts (so a new
// endpoint is covered by the table and property tests without anyone adding it to a list).
import type { Router } from 'express';
import { apiRouters } from '../app';
import { makeApp } from './harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface MountedRoute {
  method: Method;
  /** Express form, '/payments/info/:id'. */
  path: string;
  /** OpenAPI form, 'GET /payments/info/{id}'. */
  operation: string;
  params: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** app.ts also serves uploaded photos statically under /api/uploads. */
const STATIC: MountedRoute[] = [
  { method: 'GET', path: '/uploads/:name', operation: 'GET /uploads/{name}', params: ['name'] },
];

export function mountedRoutes(): MountedRoute[] {
  const { app } = makeApp();
  const found = new Map<string, MountedRoute>(STATIC.map((r) => [r.operation, r]));
  for (const build of apiRouters) {
    const router = build(app.deps) as Router & { stack: Layer[] };
    for (const layer of router.stack) {
      if (!layer.route) continue;
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths)
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && METHODS.includes(method)) {
            const operation = `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
            const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
            found.set(operation, { method: method.toUpperCase() as Method, path, operation, params });
          }
    }
  }
  return [...found.values()];
}

/** '/payments/info/:id' with { id: '7' } → '/api/payments/info/7' (values are used as given). */
export const urlOf = (route: MountedRoute, values: Record<string, string> = {}) =>
  `/api${route.path.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? 'x')}`;
