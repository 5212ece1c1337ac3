import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as machines from './index';
import { DOCUMENTED_MACHINES, MACHINE_DOCS_END, MACHINE_DOCS_START, renderMachineDocs } from './machine-docs';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('machine docs in the README', () => {
  it('are what the machines generate (run `pnpm --filter @mall/sdk run docs:machines` after a change)', () => {
    const start = readme.indexOf(MACHINE_DOCS_START);
    const end = readme.indexOf(MACHINE_DOCS_END);
    expect(start).toBeGreaterThan(-1);
    expect(readme.slice(start + MACHINE_DOCS_START.length, end).trim()).toBe(renderMachineDocs().trim());
  });

  it('cover every machine the entry exports', () => {
    const exported = Object.keys(machines).filter((name) => name.endsWith('Machine'));
    expect(DOCUMENTED_MACHINES.map(([name]) => name).sort()).toEqual(exported.sort());
  });

  it('describe every state', () => {
    for (const [, machine] of DOCUMENTED_MACHINES) {
      const walk = (node: typeof machine.root): void => {
        for (const child of Object.values(node.states)) {
          expect(child.description, child.id).toBeTruthy();
          walk(child);
        }
      };
      walk(machine.root);
    }
  });
});
