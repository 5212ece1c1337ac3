#!/usr/bin/env node
// The release a team would get, rehearsed in a temporary copy of the repository (never in the
// working tree: `changeset version` rewrites package.json files and CHANGELOGs, and deletes the
// changesets): `changeset version`, then `pnpm publish --dry-run` of each published package.
// Fails when a package's version did not move as its pending changesets say, when its CHANGELOG
// lacks a changeset's summary, or when its tarball lacks a file its `exports` point to.
// Nothing can be published: besides `--dry-run`, pnpm runs with an empty user config and with no
// registry credential in its environment, so a dry run that needed to log in would fail here.
// Run by `npm test` after the build (it builds a package whose dist/ is missing).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PUBLISHED_PACKAGES as PACKAGES, root } from './toolchain.mjs';

const BUMPS = ['patch', 'minor', 'major'];

/** A registry credential's variable: `NODE_AUTH_TOKEN`, any `*_TOKEN`, an npm or pnpm auth setting. */
const CREDENTIAL = /^node_auth|_token$|^(npm|pnpm)_config_.*(auth|token|password)/i;

/** This process's environment without any registry credential: what the publish rehearsal runs with. */
function withoutCredentials(env) {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !CREDENTIAL.test(name)));
}

function sh(command, args, cwd, env = {}) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...withoutCredentials(process.env), ...env },
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return `${result.stdout}${result.stderr}`;
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The pending changesets: each one's bumps by package name and its summary's first line. */
export function pendingChangesets(folder) {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .map((file) => {
      const [, head = '', body = ''] = readFileSync(join(folder, file), 'utf8').split(/^---\s*$/m);
      const bumps = {};
      for (const match of head.matchAll(/^\s*["']?([^"':\s]+)["']?\s*:\s*(patch|minor|major)\s*$/gm)) {
        bumps[match[1]] = match[2];
      }
      return { file, bumps, summary: body.trim().split('\n')[0] ?? '' };
    });
}

/** `version` raised by `bump` as changesets does (no 0.x special case: minor 0.1.0 -> 0.2.0). */
export function bumped(version, bump) {
  const [major, minor, patch] = version.split('-')[0].split('.').map(Number);
  if (bump === 'major') {
    return `${major + 1}.0.0`;
  }
  if (bump === 'minor') {
    return `${major}.${minor + 1}.0`;
  }
  return `${major}.${minor}.${patch + 1}`;
}

/** The version each package should have after `changeset version`: its highest pending bump. */
export function expectedVersions(changesets, current) {
  const expected = {};
  for (const [name, version] of Object.entries(current)) {
    const highest = changesets
      .map((changeset) => BUMPS.indexOf(changeset.bumps[name]))
      .reduce((a, b) => Math.max(a, b), -1);
    expected[name] = highest < 0 ? version : bumped(version, BUMPS[highest]);
  }
  return expected;
}

/** The files a package's `exports` point to (and package.json, README.md), as the tarball holds them. */
export function requiredFiles(manifest) {
  const targets = new Set(['package.json', 'README.md']);
  const walk = (value, condition) => {
    if (typeof value === 'string') {
      if (condition !== '@mall/source' && !value.includes('*')) {
        targets.add(value.replace(/^\.\//, ''));
      }
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        walk(inner, key);
      }
    }
  };
  walk(manifest.exports);
  return [...targets];
}

/** Throws what is wrong with one package after `changeset version` and its packed file list. */
export function checkRelease({ name, before, after, expected, changelog, summaries, files, required }) {
  const problems = [];
  if (after !== expected) {
    problems.push(`version ${before} -> ${after}, the changesets say ${expected}`);
  }
  if (after === before && expected !== before) {
    problems.push(`version did not move from ${before}`);
  }
  for (const summary of summaries) {
    if (!changelog.includes(summary)) {
      problems.push(`CHANGELOG.md lacks "${summary}"`);
    }
  }
  for (const file of required) {
    if (!files.includes(file)) {
      problems.push(`the tarball lacks ${file}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`${name}:\n  ${problems.join('\n  ')}`);
  }
}

/** The check refuses what it should: a version that did not move, and a tarball without its entry. */
function checkTheCheck() {
  const good = {
    name: '@mall/planted',
    before: '0.1.0',
    after: '0.2.0',
    expected: '0.2.0',
    changelog: '## 0.2.0\n- Chat.',
    summaries: ['Chat.'],
    files: ['package.json', 'README.md', 'dist/index.js'],
    required: ['package.json', 'README.md', 'dist/index.js'],
  };
  checkRelease(good);
  const planted = [
    { ...good, after: '0.1.0', changelog: '' },
    { ...good, files: ['package.json', 'README.md'] },
  ];
  for (const fault of planted) {
    let refused = false;
    try {
      checkRelease(fault);
    } catch {
      refused = true;
    }
    if (!refused) {
      throw new Error(`the release check let a fault through: ${JSON.stringify(fault)}`);
    }
  }
}

/** The repository's files (tracked and new, not ignored) and each published package's dist/. */
function copyRepository(to) {
  const listed = sh('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], root);
  for (const path of listed.split('\0').filter(Boolean)) {
    if (existsSync(join(root, path))) {
      mkdirSync(dirname(join(to, path)), { recursive: true });
      cpSync(join(root, path), join(to, path));
    }
  }
  for (const [name, folder] of Object.entries(PACKAGES)) {
    if (!existsSync(join(root, folder, 'dist'))) {
      sh('pnpm', ['--filter', name, 'run', 'build'], root);
    }
    cpSync(join(root, folder, 'dist'), join(to, folder, 'dist'), { recursive: true });
  }
}

function main() {
  checkTheCheck();
  const work = mkdtempSync(join(tmpdir(), 'mall-release-'));
  const copy = join(work, 'repo');
  try {
    copyRepository(copy);
    const changesets = pendingChangesets(join(copy, '.changeset'));
    const before = Object.fromEntries(
      Object.entries(PACKAGES).map(([name, folder]) => [
        name,
        readJson(join(copy, folder, 'package.json')).version,
      ]),
    );
    const expected = expectedVersions(changesets, before);
    console.log(`${changesets.length} pending changesets; expected ${JSON.stringify(expected)}`);
    sh(join(root, 'node_modules/.bin/changeset'), ['version'], copy);
    // No credentials: an empty user config, so a publish that needed to log in cannot.
    const npmrc = join(work, 'empty.npmrc');
    writeFileSync(npmrc, '');
    const env = { NPM_CONFIG_USERCONFIG: npmrc, npm_config_userconfig: npmrc };
    for (const [name, folder] of Object.entries(PACKAGES)) {
      const manifest = readJson(join(copy, folder, 'package.json'));
      const changelog = join(copy, folder, 'CHANGELOG.md');
      const printed = sh('pnpm', ['publish', '--dry-run', '--no-git-checks'], join(copy, folder), env);
      const packed = join(work, name.replace(/\W+/g, '-'));
      mkdirSync(packed);
      sh('pnpm', ['pack', '--pack-destination', packed], join(copy, folder), env);
      const [tarball] = readdirSync(packed);
      const files = sh('tar', ['-tzf', join(packed, tarball)], packed)
        .trim()
        .split('\n')
        .map((path) => path.replace(/^package\//, ''));
      console.log(`${tarball} (${files.length} files):\n  ${files.sort().join('\n  ')}`);
      if (!printed.includes(`${name}@${manifest.version}`) || !/dry run/i.test(printed)) {
        throw new Error(
          `pnpm publish --dry-run did not answer a dry run of ${manifest.version}:\n${printed}`,
        );
      }
      checkRelease({
        name,
        before: before[name],
        after: manifest.version,
        expected: expected[name],
        changelog: existsSync(changelog) ? readFileSync(changelog, 'utf8') : '',
        summaries: changesets
          .filter((changeset) => changeset.bumps[name])
          .map((changeset) => changeset.summary),
        files,
        required: requiredFiles(manifest),
      });
      console.log(
        `${name}: ${before[name]} -> ${manifest.version} as the changesets say; the dry run published nothing`,
      );
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
