import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '../../build/route-chunks.ts';
import { ALL_ROUTES } from './routes';

describe("the build's route file", () => {
  it('finds every route of the table that loads a page, with the module it imports', () => {
    const found = routeModules(readFileSync(join(import.meta.dirname, 'routes.ts'), 'utf8'));
    expect(found.map((route) => route.path)).toEqual(
      ALL_ROUTES.filter((route) => route.load).map((route) => route.path),
    );
    expect(found.find((route) => route.path === '/pages/goods/detail')?.specifier).toBe(
      '../features/goods/goods-detail-page',
    );
  });

  it('reads only object literals with a path and a loader that imports a module', () => {
    const source = `
      const table = {
        a: { path: '/a', load: () => import('./a') },
        b: { path: '/b' },
        c: { path: '/c', load: () => wrap(() => import('./c')) },
        d: { title: '/d', load: () => import('./d') },
      } as const satisfies Record<string, unknown>;`;
    expect(routeModules(source)).toEqual([
      { path: '/a', specifier: './a' },
      { path: '/c', specifier: './c' },
    ]);
  });
});
