import type { Plugin } from 'vite';

const KIT_SOURCE = /[\\/]react-ui[\\/]src[\\/]/;
const KIT_BARREL = /[\\/]react-ui[\\/]src[\\/]index\.ts$/;

/** What a module needs of another: some of its exports by name, or all of it. */
type Need = ReadonlySet<string> | 'all';

/** One static import or re-export of a module: its specifier and what it takes. */
interface ImportEdge {
  source: string;
  /** Imported names (`default` for a default import); 'all' for `* as`, `export *` or a bare import. */
  names: Need;
  /** For a re-export: exported name → imported name (`export { a as b } from`). */
  reexports?: Map<string, string>;
}

interface ModuleShape {
  edges: ImportEdge[];
  /** Only imports and re-exports: no code of its own (an index that gathers a package's parts). */
  barrel: boolean;
  /** Local name → [source, imported name], for `import { a } from …; export { a }`. */
  locals: Map<string, [string, string]>;
  /** Exported name → local name, for `export { a as b }` without a source. */
  exports: Map<string, string>;
  /** Sources of `export * from`. */
  stars: string[];
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => {
  const value = node as { name?: string; value?: string };
  return value.name ?? String(value.value);
};

/** The import and export statements of a module's (transformed) code. */
function shapeOf(program: { body: Node[] }): ModuleShape {
  const shape: ModuleShape = { edges: [], barrel: true, locals: new Map(), exports: new Map(), stars: [] };
  for (const node of program.body) {
    const source = (node.source as { value?: string } | null | undefined)?.value;
    if (node.type === 'ImportDeclaration' && source !== undefined) {
      const specifiers = node.specifiers as Node[];
      const names = new Set<string>();
      let all = specifiers.length === 0;
      for (const specifier of specifiers) {
        if (specifier.type === 'ImportNamespaceSpecifier') {
          all = true;
        } else {
          const imported =
            specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
          names.add(imported);
          shape.locals.set(nameOf(specifier.local), [source, imported]);
        }
      }
      shape.edges.push({ source, names: all ? 'all' : names });
    } else if (node.type === 'ExportAllDeclaration' && source !== undefined) {
      shape.edges.push({ source, names: 'all' });
      if (node.exported) {
        shape.barrel = false;
      } else {
        shape.stars.push(source);
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const reexports = new Map<string, string>();
      for (const specifier of node.specifiers as Node[]) {
        const exported = nameOf(specifier.exported);
        if (source === undefined) {
          shape.exports.set(exported, nameOf(specifier.local));
        } else {
          reexports.set(exported, nameOf(specifier.local));
        }
      }
      if (source !== undefined) {
        shape.edges.push({ source, names: new Set(reexports.values()), reexports });
      }
    } else {
      shape.barrel = false;
    }
  }
  return shape;
}

/**
 * How the build cuts the app into chunks, for as few requests as the first screen and a lazy page
 * can do with (each is a round trip on a phone's network):
 *
 * - `first-screen`: every module the entry needs statically, in one chunk with one stylesheet
 *   (the entry's). Left to itself, the bundler split off each module a lazy page shares with the
 *   first screen (React, TanStack Query, the router, small kit components): 9 scripts and 3
 *   stylesheets before the first paint.
 * - `kit`: the kit's components only lazy pages render, in one chunk: each component brings its
 *   own stylesheet, and cut per set of pages sharing them, a goods detail opened first waited
 *   for a dozen small scripts and stylesheets.
 *
 * `plugin` finds the first screen: what the entry imports statically, where an import of a
 * barrel (a module of imports and re-exports only: the kit's index, `@tanstack/react-query`,
 * `@tanstack/query-core`, the SDK's index) counts only the parts behind the names imported —
 * a barrel imports every part of its package, and most of them only lazy pages use.
 */
export function chunkGroups() {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'mall-chunk-groups',
    apply: 'build',
    async buildEnd() {
      const shapes = new Map<string, ModuleShape | undefined>();
      const shape = (id: string) => {
        if (!shapes.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          let parsed: ModuleShape | undefined;
          if (code && /\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? id)) {
            try {
              parsed = shapeOf(this.parse(code) as unknown as { body: Node[] });
            } catch {
              parsed = undefined;
            }
          }
          shapes.set(id, parsed);
        }
        return shapes.get(id);
      };
      const resolved = new Map<string, string | undefined>();
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\0${source}`;
        if (!resolved.has(key)) {
          resolved.set(key, (await this.resolve(source, importer))?.id);
        }
        return resolved.get(key);
      };
      const needed = new Map<string, Set<string> | 'all'>();
      const queue: Array<[string, Need]> = [];
      const want = (id: string, need: Need) => {
        const had = needed.get(id);
        if (had === 'all') {
          return;
        }
        if (need === 'all') {
          needed.set(id, 'all');
          queue.push([id, 'all']);
          return;
        }
        const fresh = [...need].filter((name) => !had?.has(name));
        if (fresh.length > 0) {
          needed.set(id, new Set([...(had ?? []), ...fresh]));
          queue.push([id, new Set(fresh)]);
        }
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) {
          want(id, 'all');
        }
      }
      for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
        const [id, need] = item;
        firstScreen.add(id);
        const parts = shape(id);
        if (parts?.barrel && need !== 'all') {
          // What it imports for its effects (a stylesheet), then only the parts behind the names.
          for (const edge of parts.edges) {
            if (edge.names === 'all' && !parts.stars.includes(edge.source)) {
              const next = await resolve(edge.source, id);
              if (next) {
                want(next, 'all');
              }
            }
          }
          for (const name of need) {
            const edge = parts.edges.find((candidate) => candidate.reexports?.has(name));
            const local = parts.locals.get(parts.exports.get(name) ?? '');
            const target = edge ? ([edge.source, edge.reexports?.get(name) ?? name] as const) : local;
            const sources = target ? [target] : parts.stars.map((star) => [star, name] as const);
            for (const [source, imported] of sources) {
              const next = await resolve(source, id);
              if (next) {
                want(next, new Set([imported]));
              }
            }
          }
          continue;
        }
        // A whole module: everything it imports, a barrel by the names it takes from it.
        const byId = new Map<string, Need>();
        for (const edge of parts?.edges ?? []) {
          const next = await resolve(edge.source, id);
          if (next) {
            const had = byId.get(next);
            byId.set(
              next,
              had === 'all' || edge.names === 'all' ? 'all' : new Set([...(had ?? []), ...edge.names]),
            );
          }
        }
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) {
          const names = byId.get(next);
          want(next, names !== undefined && shape(next)?.barrel ? names : 'all');
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
