#!/usr/bin/env node
// Writes the kit's two lists from its folders, so that a new component cannot be left out of one:
// `src/index.ts` (every public export, by name) and `src/styles.css` (an `@import` per stylesheet).
// A folder of `src/` with an `index.ts` is public (a component, or `number-format/`); its
// `<folder>.css`, when there is one, is its stylesheet.
//
//   node scripts/write-lists.mjs            rewrites both files
//   node scripts/write-lists.mjs --check    fails, naming what differs, when either is stale
//   node scripts/write-lists.mjs --src DIR  works on another `src` (the tests' fixtures)
//
// The stylesheets' order is the cascade's: the theme's base rules first, then the shared
// `internal/` rules (the overlay), then each component after the components it imports or whose
// classes its stylesheet names (a component's own rules may override theirs at the same
// specificity), alphabetically where nothing orders two of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Folders of `src/` that are not part of the public list even with an `index.ts`. */
const NOT_PUBLIC = new Set(['internal', 'screens', 'story-support', 'test-support']);
/** The theme's base rules, which every other stylesheet builds on. */
const THEME = 'theme-root';

const require = createRequire(import.meta.url);
const biome = require.resolve('@biomejs/biome/bin/biome');

/** The public folders of `src`, alphabetically. */
export function publicFolders(src) {
  return readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_PUBLIC.has(entry.name))
    .filter((entry) => existsSync(join(src, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The source files of a folder that ship (no tests, stories or type tests). */
function shippedSources(folder) {
  return readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|test-d)\.tsx?$|\.node\.test\.ts$/.test(file))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

/** The `src/styles.css` the folders call for. */
export function stylesText(src) {
  const folders = publicFolders(src);
  const styled = new Set(folders.filter((name) => existsSync(join(src, name, `${name}.css`))));
  const internal = existsSync(join(src, 'internal'))
    ? readdirSync(join(src, 'internal'))
        .filter((file) => file.endsWith('.css'))
        .sort()
        .map((file) => `internal/${file}`)
    : [];
  // What each folder builds on: the public folders its code imports (`'../<name>'`) and those whose
  // classes (`.mall-<name>`) its stylesheet names.
  const buildsOn = (name) => {
    const code = shippedSources(join(src, name)).join('\n');
    const css = styled.has(name) ? readFileSync(join(src, name, `${name}.css`), 'utf8') : '';
    const named = new Set([
      ...[...code.matchAll(/from '\.\.\/([\w-]+)(?:\/[\w-]+)?'/g)].map((match) => match[1]),
      ...[...css.matchAll(/\.mall-([a-z-]+?)(?=__|--|[^a-z-]|$)/g)].map((match) => match[1]),
    ]);
    return folders.filter((other) => other !== name && other !== THEME && named.has(other));
  };
  // Depth first, alphabetically: each stylesheet right after those of what its folder builds on,
  // even through a folder without a stylesheet (`image-preview` → `icon-button` → `icon`).
  const ordered = [];
  const done = new Set([THEME]);
  const visiting = [];
  const visit = (name) => {
    if (done.has(name)) {
      return;
    }
    if (visiting.includes(name)) {
      throw new Error(`the folders ${[...visiting, name].join(' → ')} build on each other in a circle`);
    }
    visiting.push(name);
    for (const other of buildsOn(name)) {
      visit(other);
    }
    visiting.pop();
    done.add(name);
    if (styled.has(name)) {
      ordered.push(name);
    }
  };
  for (const name of folders) {
    visit(name);
  }
  const paths = [
    ...(styled.has(THEME) ? [`${THEME}/${THEME}.css`] : []),
    ...internal,
    ...ordered.map((name) => `${name}/${name}.css`),
  ];
  return [
    "/* Everything the kit draws; import once: `import '@mall/react-ui/styles.css'`. */",
    '/* Written by scripts/write-lists.mjs from the folders of src/ (the order is the cascade). */',
    ...paths.map((path) => `@import "./${path}";`),
    '',
  ].join('\n');
}

/** The names a folder's `index.ts` exports: types and values apart. */
function exportedNames(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const types = [];
  const values = [];
  const exported = (node) =>
    node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        (statement.isTypeOnly || element.isTypeOnly ? types : values).push(element.name.text);
      }
    } else if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) {
      throw new Error(`${file}: export its names one by one (no \`export *\` or default export)`);
    } else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        values.push(declaration.name.getText(source));
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      exported(statement)
    ) {
      values.push(statement.name.text);
    } else if (
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      exported(statement)
    ) {
      types.push(statement.name.text);
    }
  }
  return { types, values };
}

/** Formats TypeScript as the repository's Biome does (sorted exports, wrapped lines). */
function formatted(code, path) {
  const result = spawnSync(process.execPath, [biome, 'check', '--write', `--stdin-file-path=${path}`], {
    input: code,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`biome could not format ${path}:\n${result.stderr}`);
  }
  return result.stdout;
}

/** The `src/index.ts` the folders call for. */
export function indexText(src) {
  const lines = ['// Every public export of the kit, by name.'];
  lines.push('// Written by scripts/write-lists.mjs from the index.ts of each public folder of src/.');
  for (const name of publicFolders(src)) {
    const { types, values } = exportedNames(join(src, name, 'index.ts'));
    if (types.length > 0) {
      lines.push(`export type { ${types.join(', ')} } from './${name}';`);
    }
    if (values.length > 0) {
      lines.push(`export { ${values.join(', ')} } from './${name}';`);
    }
  }
  // Named as the kit's own index, wherever `src` is: Biome applies the repository's settings to it.
  return formatted(`${lines.join('\n')}\n`, fileURLToPath(new URL('../src/index.ts', import.meta.url)));
}

/** Each list's path and the text the folders call for. */
export function lists(src) {
  return [
    [join(src, 'index.ts'), indexText(src)],
    [join(src, 'styles.css'), stylesText(src)],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcArgument = process.argv.indexOf('--src');
  const src =
    srcArgument > 0
      ? resolve(process.argv[srcArgument + 1] ?? '.')
      : fileURLToPath(new URL('../src', import.meta.url));
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [path, text] of lists(src)) {
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    if (current === text) {
      continue;
    }
    if (check) {
      const have = new Set(current.split('\n'));
      const missing = text.split('\n').filter((line) => line && !have.has(line));
      console.error(`✖ ${path} is not what the folders call for; run node scripts/write-lists.mjs`);
      for (const line of missing) {
        console.error(`  missing: ${line}`);
      }
      stale = true;
    } else {
      writeFileSync(path, text);
      console.log(`wrote ${path}`);
    }
  }
  if (stale) {
    process.exit(1);
  }
}
