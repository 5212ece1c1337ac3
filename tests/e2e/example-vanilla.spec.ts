import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectOutput, freePort } from '@mall/test-support';
import { expect, test } from '@playwright/test';
import { root } from '../mall-server';
import { expectNoSeriousAxeViolations } from './axe';
import { balanceCents, baseURL, operator, shopperCall } from './support';

// The SDK outside React: examples/vanilla-withdrawal (plain TypeScript, Vite) built into a folder
// of its own and served by `vite preview`, which forwards `/api` to the server the setup started.

const example = join(root, 'examples/vanilla-withdrawal');
const vite = join(example, 'node_modules/vite/bin/vite.js');

let served: { url: string; stop: () => Promise<void> } | undefined;

async function serveExample(): Promise<{ url: string; stop: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'mall-example-'));
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: example,
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) {
    throw new Error(`building the example failed:\n${build.stdout}${build.stderr}`);
  }
  const port = await freePort();
  const preview: ChildProcess = spawn(
    process.execPath,
    [vite, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: example, env: { ...process.env, MALL_API_TARGET: baseURL() }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = collectOutput(preview);
  const stop = async () => {
    if (preview.exitCode === null) {
      const exited = new Promise((resolve) => preview.once('exit', resolve));
      preview.kill('SIGTERM');
      await exited;
    }
    rmSync(outDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    if (preview.exitCode !== null) {
      break;
    }
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    ) {
      return { url, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`vite preview did not answer ${url}:\n${output()}`);
}

test.beforeAll(async () => {
  served = await serveExample();
});

test.afterAll(async () => {
  await served?.stop();
});

interface StoredSession {
  token: string;
  refreshToken: string;
  tokenDeadline: number;
}

test('the vanilla example signs in, withdraws through the SDK machine to its end, shows the server refusing, signs out', async ({
  page,
}) => {
  // A shopper of its own (¥100, one bank card): the demo shopper's balance stays as later journeys read it.
  const username = `v${Date.now().toString(36)}`;
  const password = 'shop1234';
  await operator('user/add', { username, password, balance: 100 });
  const { token } = await shopperCall<{ token: string }>('app/user/login/password', {
    body: { phone: username, password },
  });
  await shopperCall('app/user/bankcard/add', {
    body: { bankName: 'Bank of Tea', holderName: 'Ann Lee', cardNo: '6222020200119988' },
    token,
  });
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('mall.session') ?? 'null') as StoredSession | null);

  await page.goto(served?.url ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from your balance' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username or mobile number' }).fill(username);
  await page.getByLabel('Password').fill('wrong1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toHaveText('Login failed');
  expect(await stored()).toBeNull();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const state = page.getByRole('status');
  const balance = page.locator('#balance');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(state).toHaveText('Ready: enter an amount and choose a bank card.');
  await expect(page.getByText(`Signed in as ${username}`)).toBeVisible();
  await expect(balance).toHaveText('¥100.00');
  await expect(page.getByRole('combobox', { name: 'Bank card' })).toHaveValue(/\d+/);
  expect((await stored())?.token).toBeTruthy();
  await expectNoSeriousAxeViolations(page, 'the vanilla example, ready');

  // Withdrawn: pending approval, the amount gone from the balance at once.
  await amount.fill('30');
  await withdraw.click();
  await expect(state).toHaveText('Submitted: waiting for the shop to approve it.');
  await expect(page.locator('#result-amount')).toHaveText('¥30.00');
  expect(await balanceCents(token)).toBe(70_00);

  // The operator agrees; checked again, the machine reaches its final state.
  const [row] = await shopperCall<{ id: number }[]>('app/account/transaction/record/list', {
    body: { type: 'withdrawal' },
    token,
  });
  await operator('withdrawal/approve', { id: row?.id });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(state).toHaveText('Done: the withdrawal was agreed.');
  await expect(state).toHaveAttribute('data-machine-status', 'done');

  // The token expired meanwhile: the next call refreshes it as the SDK does, and the new
  // withdrawal shows the balance that fell by the amount.
  const before = await stored();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('mall.session') ?? '{}');
    localStorage.setItem('mall.session', JSON.stringify({ ...session, tokenDeadline: Date.now() - 1 }));
  });
  await page.getByRole('button', { name: 'New withdrawal' }).click();
  await expect(state).toHaveText('Ready: enter an amount and choose a bank card.');
  await expect(balance).toHaveText('¥70.00');
  const refreshed = await stored();
  expect(refreshed?.token).not.toBe(before?.token);
  expect(refreshed?.tokenDeadline).toBeGreaterThan(Date.now());

  // Above the balance the machine knows: its own check, nothing sent.
  await amount.fill('80');
  await withdraw.click();
  await expect(page.locator('#amount-error')).toHaveText('At most ¥70.00.');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');

  // Spent on another device meanwhile: within what the page knows, above what the server holds —
  // the server refuses, and the page shows its message as the SDK returns it.
  await shopperCall('app/account/transaction/record/withdraw', {
    body: {
      amount: 50,
      bankCardId: Number(await page.getByRole('combobox', { name: 'Bank card' }).inputValue()),
    },
    token,
  });
  await amount.fill('60');
  await withdraw.click();
  await expect(page.getByRole('alert').filter({ hasText: /\w/ })).toHaveText(
    'The withdrawal cannot exceed the balance',
  );
  await expect(state).toHaveText('Ready: enter an amount and choose a bank card.');
  expect(await balanceCents(token)).toBe(20_00);

  // Signed out: the page forgets the tokens and the server ends the session.
  const signedOut = page.waitForResponse('**/api/app/user/login/signOut');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
  expect(await stored()).toBeNull();
  await signedOut;
  const refresh = await fetch(`${baseURL()}/api/app/user/login/refreshToken`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refreshToken: refreshed?.refreshToken }),
  });
  expect(((await refresh.json()) as { code: number }).code).not.toBe(1000);
});
