import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { type Plugin, parseAst } from 'vite';

/** Where the build writes the route file, beside Vite's `.vite/manifest.json`. */
export const ROUTE_CHUNKS_FILE = '.vite/routes.json';

/** A route of the table's source: its path and the module specifier its `load` imports. */
export interface RouteModule {
  path: string;
  specifier: string;
}

type Node = { type?: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** The value of the property `name` of an object expression's properties. */
function propertyValue(properties: unknown, name: string): Node | undefined {
  if (!Array.isArray(properties)) {
    return undefined;
  }
  for (const property of properties) {
    const key = isNode(property) && isNode(property.key) ? property.key : undefined;
    if (key && (key.name === name || key.value === name) && isNode(property.value)) {
      return property.value;
    }
  }
  return undefined;
}

/** The first `import('…')` with a literal specifier under `node`. */
function importedSpecifier(node: unknown): string | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = importedSpecifier(item);
      if (found) {
        return found;
      }
    }
    return undefined;
  }
  if (!isNode(node)) {
    return undefined;
  }
  if (node.type === 'ImportExpression' && isNode(node.source) && typeof node.source.value === 'string') {
    return node.source.value;
  }
  for (const value of Object.values(node)) {
    const found = importedSpecifier(value);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/**
 * Every route of the route table's TypeScript source that has a loader: each object literal with a
 * string `path` and a `load` that imports a module (`router/routes.ts` declares them so).
 */
export function routeModules(source: string): RouteModule[] {
  const found: RouteModule[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) {
      return;
    }
    if (node.type === 'ObjectExpression') {
      const path = propertyValue(node.properties, 'path');
      const specifier = importedSpecifier(propertyValue(node.properties, 'load'));
      if (path && typeof path.value === 'string' && specifier) {
        found.push({ path: path.value, specifier });
      }
    }
    for (const value of Object.values(node)) {
      visit(value);
    }
  };
  visit(parseAst(source, { lang: 'ts' }));
  return found;
}

/**
 * Writes `.vite/routes.json` beside the build's manifest: for each route of the app's route table
 * (`routesFile`) whose page is a chunk of its own, the path and the page module's key in
 * `.vite/manifest.json` (`{ "/pages/goods/detail": "src/features/goods/goods-detail-page.tsx" }`).
 * A server that preloads a route's chunks (the reference server does for a shared goods link)
 * reads the route's module there and its chunks in the manifest, and names no source file of the
 * app. The build fails when the table names no route or a page that is not a chunk.
 */
export function routeChunks(routesFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'mall-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const routes = routeModules(readFileSync(routesFile, 'utf8'));
      if (routes.length === 0) {
        this.error(`no route with a loader in ${routesFile}`);
      }
      const chunkModules = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.facadeModuleId ? [output.facadeModuleId] : [],
        ),
      );
      const modules: Record<string, string> = {};
      for (const route of routes) {
        const resolved = await this.resolve(route.specifier, routesFile);
        if (!resolved || !chunkModules.has(resolved.id)) {
          this.error(`the page of ${route.path} (${route.specifier}) is not a chunk of the build`);
        }
        modules[route.path] = relative(root, resolved.id).split('\\').join('/');
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(modules, null, 2)}\n`,
      });
    },
  };
}
