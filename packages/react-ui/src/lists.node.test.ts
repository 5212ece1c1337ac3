import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/write-lists.mjs', import.meta.url));
const src = fileURLToPath(new URL('.', import.meta.url));

/** Runs the list writer on a `src` folder. */
function writeLists(folder: string, ...args: string[]) {
  return spawnSync(process.execPath, [script, '--src', folder, ...args], { encoding: 'utf8' });
}

const fixtures: string[] = [];
afterEach(() => {
  for (const folder of fixtures.splice(0)) {
    rmSync(folder, { recursive: true, force: true });
  }
});

/** A copy of the kit's lists and of three folders, enough for the writer to read. */
function fixture(): string {
  const folder = mkdtempSync(join(tmpdir(), 'kit-lists-'));
  fixtures.push(folder);
  for (const name of ['theme-root', 'icon', 'icon-button', 'internal']) {
    cpSync(join(src, name), join(folder, name), { recursive: true });
  }
  return folder;
}

describe('the kit’s lists (src/index.ts, src/styles.css)', () => {
  it('are what the folders call for (node scripts/write-lists.mjs rewrites them)', () => {
    const result = writeLists(src, '--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 30_000);

  it('put the theme first, the shared rules next, and each stylesheet after what its folder builds on', () => {
    const imports = [
      ...readFileSync(join(src, 'styles.css'), 'utf8').matchAll(/@import "\.\/([\w-]+)\//g),
    ].map((match) => match[1]);
    expect(imports.slice(0, 2)).toEqual(['theme-root', 'internal']);
    // A component's own rules may override those of what it renders (Button in ConfirmDialog, a
    // Badge in Tabs, an Icon through IconButton in ImagePreview).
    for (const [before, after] of [
      ['button', 'confirm-dialog'],
      ['badge', 'tabs'],
      ['icon', 'image-preview'],
      ['form-field', 'text-field'],
      ['price', 'order-card'],
      ['button', 'balance-card'],
    ]) {
      expect(imports.indexOf(before), `${before} before ${after}`).toBeLessThan(imports.indexOf(after));
    }
  });

  it('fail the check when a new folder is left out, and take it in when written', () => {
    const folder = fixture();
    expect(writeLists(folder).status).toBe(0);
    expect(writeLists(folder, '--check').status).toBe(0);
    mkdirSync(join(folder, 'widget'));
    writeFileSync(
      join(folder, 'widget', 'index.ts'),
      "import './widget.css';\nimport { Icon } from '../icon';\n\nexport type WidgetProps = object;\nexport const Widget = Icon;\n",
    );
    writeFileSync(join(folder, 'widget', 'widget.css'), '.mall-widget { color: red; }\n');
    const stale = writeLists(folder, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("missing: export type { WidgetProps } from './widget';");
    expect(stale.stderr).toContain("missing: export { Widget } from './widget';");
    expect(stale.stderr).toContain('missing: @import "./widget/widget.css";');
    expect(writeLists(folder).status).toBe(0);
    const styles = readFileSync(join(folder, 'styles.css'), 'utf8');
    expect(styles.indexOf('./icon/icon.css')).toBeLessThan(styles.indexOf('./widget/widget.css'));
    expect(writeLists(folder, '--check').status).toBe(0);
  }, 30_000);
});
