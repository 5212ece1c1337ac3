import axe from 'axe-core';
import { expect } from 'vitest';
import { axeTags } from './axe-tags';

/** Runs axe over the document (portals included) and fails with every violation listed. */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, { runOnly: { type: 'tag', values: axeTags } });
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
