import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from './routes';

const src = join(import.meta.dirname, '..');

/** Every product source file of the app (tests and the route table itself left out). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The first segment of every page's path (`/pages/…`, `/uni_modules/…`), so a new one is caught too. */
const roots = [...new Set(ALL_ROUTES.map((route) => route.path.split('/')[1]).filter(Boolean))];

/**
 * A page's path written out in code, or a navigation to `/` by hand: each should come from the
 * route table (`pathOf`, `HOME_PATH`), so a page that moves is moved in one place. Comments are
 * left out (they name paths to explain them).
 */
function pathLiterals(text: string): string[] {
  const quoted = new RegExp(`(['"\`])/(${roots.join('|')})/[^'"\`]*\\1?`, 'g');
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap((line) => [...(line.match(quoted) ?? []), ...(line.match(/navigate\((['"`])\/\1/g) ?? [])]);
}

describe('paths come from the route table', () => {
  it('finds a page path written out, and a navigation home by hand (the check can fail)', () => {
    expect(pathLiterals('navigate(`/uni_modules/cool-cs/pages/chat?goodsId=` + id);')).toHaveLength(1);
    expect(pathLiterals("<Link to='/pages/goods/list'>")).toHaveLength(1);
    expect(pathLiterals("onAction={() => navigate('/')}")).toHaveLength(1);
    expect(pathLiterals(' * `to="/pages/goods/list?typeId=3"` in a comment')).toEqual([]);
    expect(pathLiterals("navigate(pathOf('chat', { goodsId }))")).toEqual([]);
  });

  it('has no page path outside the route table in the app source', () => {
    const found = sourceFiles(src)
      .filter((file) => !file.endsWith(join('router', 'routes.ts')))
      .flatMap((file) =>
        pathLiterals(readFileSync(file, 'utf8')).map((literal) => `${relative(src, file)}: ${literal}`),
      );
    expect(found).toEqual([]);
  });
});
