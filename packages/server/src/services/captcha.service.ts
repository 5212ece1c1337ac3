import { randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../http/app-error';
import type { ServerContext } from '../server-context';

/** A captcha is good for five minutes, and for one use. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

function svgOf(answer: string, width: number, height: number, color: string): string {
  const safeColor = /^#?[0-9a-fA-F]{3,8}$|^[a-z]+$/.test(color) ? color : '#2f54eb';
  const step = width / (answer.length + 1);
  const glyphs = [...answer]
    .map((digit, index) => {
      const x = Math.round(step * (index + 0.6));
      const y = Math.round(height * 0.72 + randomInt(-4, 5));
      const rotate = randomInt(-25, 26);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="${Math.round(height * 0.62)}" font-family="monospace" fill="${safeColor}">${digit}</text>`;
    })
    .join('');
  // Noise lines make the digits harder to read by machine, not by people.
  const lines = Array.from({ length: 4 }, () => {
    const points = [randomInt(0, width), randomInt(0, height), randomInt(0, width), randomInt(0, height)];
    return `<line x1="${points[0]}" y1="${points[1]}" x2="${points[2]}" y2="${points[3]}" stroke="${safeColor}" stroke-opacity="0.35" stroke-width="1.5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f6f7fa"/>${lines}${glyphs}</svg>`;
}

/**
 * Makes a 4-digit captcha and answers its id and an SVG data URI (raw SVG markup when asked with
 * `type: 'svg'`, as a cool-admin backend answers by default).
 */
export async function createCaptcha(
  server: ServerContext,
  options: {
    width?: number | undefined;
    height?: number | undefined;
    color?: string | undefined;
    type?: 'base64' | 'svg' | undefined;
  },
): Promise<{ captchaId: string; data: string }> {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const captchaId = randomUUID();
  const now = server.now();
  await server.db
    .insertInto('captcha')
    .values({ id: captchaId, answer, expires_at: new Date(now.getTime() + CAPTCHA_TTL_MS), create_time: now })
    .execute();
  const svg = svgOf(answer, options.width ?? 150, options.height ?? 50, options.color ?? '#2f54eb');
  if (options.type === 'svg') {
    return { captchaId, data: svg };
  }
  return { captchaId, data: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Uses a captcha: right answer, not expired, not used before. It is spent by this call whether the
 * answer is right or not, so one captcha never allows a second guess.
 */
export async function useCaptcha(server: ServerContext, captchaId: string, answer: string): Promise<void> {
  const now = server.now();
  const row = await server.db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('id', '=', captchaId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('answer')
    .executeTakeFirst();
  if (!row || row.answer !== answer.trim()) {
    throw new AppError('auth.captchaInvalid');
  }
}

/** The answer of a captcha (operator API, development SMS sender only). */
export async function captchaAnswer(server: ServerContext, captchaId: string): Promise<string | null> {
  const row = await server.db
    .selectFrom('captcha')
    .select('answer')
    .where('id', '=', captchaId)
    .executeTakeFirst();
  return row?.answer ?? null;
}
