// No import leaves its package folder: a file reaches another package only by that package's
// `@mall/...` name, declared in its own package.json. A package folder is `packages/<name>/`,
// `tests/` or `scripts/`; any other top-level folder is one of its own, and the files at the root
// are one together. Read are every import and export, `import()`, `require()`, `import x =
// require()`, `typeof import()`, `new URL(…, import.meta.url)`, `import.meta.resolve`/`glob`,
// `vi.mock` and its kin, and `/// <reference path>`, in every tracked or new (not ignored)
// JavaScript or TypeScript file. `node src/check-imports.js [root]` runs it on a tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const sourceFile = /\.[cm]?[jt]sx?$/;

/** Calls whose first argument is a module path: `require(…)`, `vi.mock(…)`, … */
const pathCalls = new Set([
  'require',
  'require.resolve',
  'import.meta.resolve',
  'import.meta.glob',
  'vi.mock',
  'vi.doMock',
  'vi.unmock',
  'vi.doUnmock',
  'vi.importActual',
  'vi.importMock',
]);

/**
 * The package folder a root-relative path belongs to: `packages/<name>` or `examples/<name>` (each
 * example a package of its own), or its top-level folder, or '' for a file at the root.
 * @param {string} path
 * @returns {string}
 */
export function packageFolderOf(path) {
  const parts = path.split('/');
  if (parts.length === 1) {
    return '';
  }
  if ((parts[0] === 'packages' || parts[0] === 'examples') && parts.length >= 2) {
    return `${parts[0]}/${parts[1]}`;
  }
  return /** @type {string} */ (parts[0]);
}

/**
 * Every tracked or new (not ignored) JavaScript or TypeScript file under `root`, root-relative.
 * @param {string} root
 * @returns {string[]}
 */
function sourceFiles(root) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) {
    throw new Error(`git ls-files failed in ${root}: ${listed.stderr}`);
  }
  const unique = new Set(listed.stdout.split('\0'));
  // Listed by git but deleted in the work tree: nothing to read.
  return [...unique].filter((path) => sourceFile.test(path) && existsSync(join(root, path))).sort();
}

/**
 * The text of `node` when it is a string without substitutions, else undefined.
 * @param {ts.Node | undefined} node
 * @returns {string | undefined}
 */
function literal(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}

/**
 * `require`, `vi.mock`, `import.meta.resolve`, … as written, for a call's callee.
 * @param {ts.Expression} callee
 * @returns {string}
 */
function calleeName(callee) {
  if (ts.isIdentifier(callee)) {
    return callee.text;
  }
  if (ts.isPropertyAccessExpression(callee)) {
    const left = ts.isMetaProperty(callee.expression) ? 'import.meta' : calleeName(callee.expression);
    return `${left}.${callee.name.text}`;
  }
  return '';
}

/**
 * Every module path `text` names, in the order written.
 * @param {string} path a name for the file, which decides how it is parsed
 * @param {string} text
 * @returns {string[]}
 */
export function moduleSpecifiers(path, text) {
  const kind = path.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : /\.[cm]?jsx?$/.test(path)
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {string[]} */
  const found = source.referencedFiles.map((reference) => reference.fileName);
  /** @param {ts.Node | undefined} node */
  const add = (node) => {
    const specifier = literal(node);
    if (specifier !== undefined) {
      found.push(specifier);
    }
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier);
    } else if (ts.isExternalModuleReference(node)) {
      add(node.expression);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal);
    } else if (ts.isCallExpression(node)) {
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        pathCalls.has(calleeName(node.expression))
      ) {
        add(node.arguments[0]);
      }
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL'
    ) {
      const base = node.arguments?.[1];
      if (base && calleeName(/** @type {ts.Expression} */ (base)) === 'import.meta.url') {
        add(node.arguments?.[0]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The workspace names a package.json declares, in any kind of dependency, and its own name.
 * @param {string} manifestPath
 * @returns {Set<string>}
 */
function declaredNames(manifestPath) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const names = new Set([manifest.name]);
  for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const name of Object.keys(manifest[field] ?? {})) {
      names.add(name);
    }
  }
  return names;
}

/**
 * @typedef {object} Crossing
 * @property {string} file root-relative
 * @property {string} specifier as written
 * @property {string} reason what is wrong with it
 */

/**
 * Every import under `root` that leaves its package folder by a relative path, and every
 * `@mall/...` import its package.json does not declare.
 * @param {string} root
 * @returns {{ files: number, crossings: Crossing[] }}
 */
export function findCrossings(root) {
  const files = sourceFiles(root);
  /** @type {Map<string, { manifest: string, names: Set<string> }>} */
  const manifests = new Map();
  /** @param {string} folder */
  const manifestOf = (folder) => {
    let entry = manifests.get(folder);
    if (!entry) {
      const own = join(root, folder, 'package.json');
      const manifest = folder !== '' && existsSync(own) ? `${folder}/package.json` : 'package.json';
      entry = { manifest, names: declaredNames(join(root, manifest)) };
      manifests.set(folder, entry);
    }
    return entry;
  };
  /** @type {Crossing[]} */
  const crossings = [];
  for (const file of files) {
    const folder = packageFolderOf(file);
    for (const specifier of moduleSpecifiers(file, readFileSync(join(root, file), 'utf8'))) {
      if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '..') {
        const target = posix.normalize(posix.join(posix.dirname(file), specifier.replace(/[?#].*$/, '')));
        if (target.startsWith('../') || target === '..') {
          crossings.push({ file, specifier, reason: 'reaches outside the repository' });
        } else if (packageFolderOf(target) !== folder) {
          const from = folder === '' ? 'the files at the root' : `${folder}/`;
          const shown = target.replace(/\/$/, '') || '.';
          crossings.push({
            file,
            specifier,
            reason: `reaches ${shown === '.' ? 'the root folder' : shown}, outside ${from}`,
          });
        }
      } else if (specifier.startsWith('@mall/')) {
        const name = specifier.split('/').slice(0, 2).join('/');
        const { manifest, names } = manifestOf(folder);
        if (!names.has(name)) {
          crossings.push({ file, specifier, reason: `${name} is not declared in ${manifest}` });
        }
      }
    }
  }
  return { files: files.length, crossings };
}

/**
 * Runs the check on `root` and prints what it finds; the exit code: 0 when nothing crosses.
 * @param {string} root
 * @returns {number}
 */
export function checkImports(root) {
  const { files, crossings } = findCrossings(root);
  if (crossings.length > 0) {
    console.error(
      'Imports that leave their package folder (reach another package by its @mall name, declared in package.json):',
    );
    for (const crossing of crossings) {
      console.error(`  ${crossing.file}: '${crossing.specifier}' ${crossing.reason}`);
    }
    return 1;
  }
  console.log(`no import leaves its package folder; every @mall import is declared (${files} files)`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exit(checkImports(resolve(process.argv[2] ?? '.')));
}
