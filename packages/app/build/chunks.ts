import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const KIT_SOURCE = /[\\/]react-ui[\\/]src[\\/]/;
const KIT_BARREL = /[\\/]react-ui[\\/]src[\\/]index\.ts$/;

/** The value names a module imports from `@mall/react-ui` (type-only imports left out). */
function kitImports(code: string): string[] {
  return [...code.matchAll(/import\s*(type\s+)?\{([^}]*)\}\s*from\s*'@mall\/react-ui'/g)]
    .filter((match) => !match[1])
    .flatMap((match) => (match[2] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
}

/**
 * How the build cuts the app into chunks, for as few requests as the first screen and a lazy page
 * can do with (each is a round trip on a phone's network):
 *
 * - `first-screen`: every module the entry imports statically, in one chunk with one stylesheet
 *   (the entry's). Left to itself, the bundler split off each module a lazy page shares with the
 *   first screen (React, TanStack Query, the router, small kit components): 9 scripts and 3
 *   stylesheets before the first paint.
 * - `kit`: the kit's components only lazy pages render, in one chunk: each component brings its
 *   own stylesheet, and cut per set of pages sharing them, a goods detail opened first waited
 *   for a dozen small scripts and stylesheets.
 *
 * `plugin` finds the first screen: what the entry imports statically, where an import of the
 * kit's index counts only the components it names (the index re-exports them all).
 */
export function chunkGroups() {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'mall-chunk-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrel = ids.find((id) => KIT_BARREL.test(id));
      const components = new Map<string, string>();
      if (barrel) {
        for (const match of readFileSync(barrel, 'utf8').matchAll(
          /export \{([^}]*)\} from '\.\/([\w-]+)'/g,
        )) {
          for (const name of (match[1] ?? '').split(',')) {
            components.set(name.trim(), join(dirname(barrel), match[2] ?? '', 'index.ts'));
          }
        }
      }
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (firstScreen.has(id)) {
          continue;
        }
        firstScreen.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        queue.push(...imported.filter((next) => next !== barrel));
        if (barrel && imported.includes(barrel)) {
          for (const name of kitImports(readFileSync(id.split('?')[0] ?? id, 'utf8'))) {
            const component = components.get(name);
            if (!component) {
              throw new Error(`${id} imports ${name} from @mall/react-ui, which its index does not export`);
            }
            queue.push(component);
          }
        }
      }
    },
  };
  const groups = [
    { name: 'first-screen', priority: 2, test: (id: string) => firstScreen.has(id) },
    {
      name: 'kit',
      priority: 1,
      test: (id: string) => KIT_SOURCE.test(id) && !KIT_BARREL.test(id) && !firstScreen.has(id),
    },
  ];
  return { plugin, groups };
}
