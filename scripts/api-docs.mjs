#!/usr/bin/env node
// `npm run docs:api`: the API reference of the published packages, built by TypeDoc from their
// code into docs/api/ (one site, a module per entry point of each package's `exports`).
//
// Each package is converted on its own (its tsconfig, its entries) and validated with the options
// of typedoc.json: `notDocumented` on, warnings treated as errors, so the build fails when a
// public export — a function, class, constant, type, interface or enum a package exports, and the
// methods and call signatures of its classes and interfaces — has no comment. The members of the
// type TypeScript infers for a constant (e.g. a machine's states and actions) are not exports and
// need none.
//
//   node scripts/api-docs.mjs             build docs/api/
//   node scripts/api-docs.mjs --check     validate only, write nothing
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Application, Converter, LogLevel, ReflectionKind, TSConfigReader, TypeDocReader } from 'typedoc';
import { PUBLISHED_PACKAGES, root } from './toolchain.mjs';

const PACKAGES = Object.values(PUBLISHED_PACKAGES);
const OUT = join(root, 'docs/api');

/** A package's name and the source files behind its `exports` (their `@mall/source` condition). */
export function sourceEntries(folder) {
  const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
  const entries = [];
  for (const [path, target] of Object.entries(manifest.exports ?? {})) {
    const source = typeof target === 'object' ? target['@mall/source'] : undefined;
    if (typeof source === 'string' && /\.tsx?$/.test(source)) {
      entries.push({ importPath: join(manifest.name, path), file: join(root, folder, source) });
    }
  }
  return { name: manifest.name, entries };
}

/** A reflection that is part of the type inferred for a constant, not an export of its own. */
function insideConstantType(reflection) {
  let literal = false;
  for (let parent = reflection.parent; parent; parent = parent.parent) {
    if (parent.kindOf(ReflectionKind.Parameter)) {
      return false; // TypeDoc never asks for a parameter's members
    }
    literal ||= parent.kindOf(ReflectionKind.TypeLiteral);
    if (literal && parent.kindOf(ReflectionKind.Variable)) {
      return true;
    }
  }
  return false;
}

/**
 * The names `notDocumented` would report inside the types inferred for constants: a function
 * property of an object literal (`input: ({ context }) => …` in a machine's config), a method's
 * signature. Listed as `intentionallyNotDocumented`; TypeDoc fails on a name it did not need.
 */
function inferredMemberNames(project) {
  const names = new Set();
  for (const reflection of Object.values(project.reflections)) {
    if (!insideConstantType(reflection) || reflection.hasComment()) {
      continue;
    }
    const signatures =
      reflection.type?.type === 'reflection' ? reflection.type.declaration.getNonIndexSignatures() : [];
    const property = reflection.kindOf(ReflectionKind.Property) && signatures.length > 0;
    const methodSignature =
      reflection.kindOf(ReflectionKind.CallSignature) &&
      !reflection.parent?.kindOf(ReflectionKind.TypeLiteral) &&
      !reflection.parent?.hasComment();
    if (property || methodSignature) {
      names.add(reflection.getFriendlyFullName());
    }
  }
  return [...names];
}

/**
 * Converts one package and validates it. Answers the path of its JSON model (in `work`) and the
 * number of problems TypeDoc reported.
 */
async function convertPackage(folder, work) {
  const { name, entries } = sourceEntries(folder);
  const app = await Application.bootstrapWithPlugins(
    {
      options: join(root, 'typedoc.json'),
      tsconfig: join(root, folder, 'tsconfig.json'),
      entryPoints: entries.map((entry) => entry.file),
      name,
      // `npm test` type-checks every package; here the comments are what is checked.
      skipErrorChecking: true,
    },
    [new TypeDocReader(), new TSConfigReader()],
  );
  // Modules are named by their import path: `@mall/sdk`, `@mall/sdk/schemas`, ...
  const byFile = new Map(entries.map((entry) => [entry.file, entry.importPath]));
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName;
    if (reflection.kindOf(ReflectionKind.Module) && byFile.has(file)) {
      reflection.name = byFile.get(file);
    }
  });
  let problems = 0;
  const log = app.logger.log.bind(app.logger);
  app.logger.log = (message, level) => {
    problems += level >= LogLevel.Warn ? 1 : 0;
    log(message, level);
  };
  const project = await app.convert();
  if (!project) {
    return { json: undefined, problems: problems || 1 };
  }
  app.options.setValue('intentionallyNotDocumented', inferredMemberNames(project));
  app.validate(project);
  const json = join(work, `${name.replace(/\W+/g, '-')}.json`);
  await app.generateJson(project, json);
  return { json, problems };
}

/** The index page: each published package, its version, and its entries as a team imports them. */
function indexPage() {
  const rows = PACKAGES.map((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const entries = sourceEntries(folder).entries.map((entry) => `\`${entry.importPath}\``);
    return `| \`${manifest.name}\` | ${manifest.version} | ${entries.join('<br>')} |`;
  });
  return [
    'Generated from the code of the published packages (`npm run docs:api`).',
    '',
    '| package | version | entries |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const work = mkdtempSync(join(tmpdir(), 'mall-api-docs-'));
  try {
    const models = [];
    let problems = 0;
    for (const folder of PACKAGES) {
      const result = await convertPackage(folder, work);
      problems += result.problems;
      if (result.json) {
        models.push(result.json);
      }
    }
    if (problems > 0) {
      console.error(`API reference: ${problems} problems (see above): every public export needs a comment`);
      process.exitCode = 1;
      return;
    }
    if (check) {
      console.log(`API reference: every public export of ${PACKAGES.length} packages is documented`);
      return;
    }
    const readme = join(work, 'README.md');
    writeFileSync(readme, indexPage());
    const app = await Application.bootstrapWithPlugins(
      {
        options: join(root, 'typedoc.json'),
        readme,
        entryPointStrategy: 'merge',
        entryPoints: models,
        validation: { notDocumented: false, notExported: false },
      },
      [new TypeDocReader()],
    );
    const project = await app.convert();
    if (!project || app.logger.hasErrors()) {
      process.exitCode = 1;
      return;
    }
    await app.generateDocs(project, OUT);
    console.log(`API reference written to ${OUT}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
