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
 * One chunk for the kit's components that only lazy pages render. The first screen keeps just
 * the components it renders (their code and their stylesheets, each component bringing its own);
 * left to itself, the bundler would cut the rest into a chunk per set of pages sharing it, and a
 * lazy page would wait for a dozen small scripts and stylesheets instead of one of each.
 *
 * `plugin` finds the first screen's kit modules: what the entry imports statically, where an
 * import of the kit's index counts only the components it names (the index re-exports them all).
 * `group` is the `codeSplitting` group that takes every other kit module.
 */
export function kitChunk() {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'mall-kit-chunk',
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
  const group = {
    name: 'kit',
    test: (id: string) => KIT_SOURCE.test(id) && !KIT_BARREL.test(id) && !firstScreen.has(id),
  };
  return { plugin, group };
}
