import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const routes = import.meta.dirname;

describe('the route index', () => {
  it("registers every area's handlers and operator actions: a new area cannot be left out", () => {
    const index = readFileSync(join(routes, 'index.ts'), 'utf8');
    const missing: string[] = [];
    let checked = 0;
    for (const area of readdirSync(routes, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const kind of ['handlers', 'operator']) {
        const file = join(routes, area.name, `${area.name}.${kind}.ts`);
        if (!existsSync(file)) {
          continue;
        }
        // Each list the file exports (`goodsHandlers`, `goodsGuestReads`, ...) is imported and listed.
        const lists = [
          ...readFileSync(file, 'utf8').matchAll(
            /export const (\w+(?:Handlers|GuestReads|OperatorActions))\b/g,
          ),
        ];
        for (const [, name] of lists) {
          checked += 1;
          const uses = index.split(new RegExp(`\\b${name}\\b`)).length - 1;
          if (!index.includes(`'./${area.name}/${area.name}.${kind}'`) || uses < 2) {
            missing.push(`${area.name}/${area.name}.${kind}.ts: ${name}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
    expect(missing).toEqual([]);
  });
});
