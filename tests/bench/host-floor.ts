/**
 * The host's floor for the Lighthouse figures: a page with no script at all, served by a bare
 * `node:http` server and audited in the same browser, in the same minutes, as a shop's pages. What
 * Lighthouse counts for it (above all TBT: the navigation's own task, the first style and layout
 * of the page, multiplied by the preset's 4× slowdown) is what this host costs any page before a
 * line of the app runs, so a page's figure is read beside it rather than alone.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * About the text of a first screen, in the shop's default language and with Latin beside it (as the
 * shop's pages, so the same fonts are loaded and laid out), in a few boxes; no script, no picture,
 * no stylesheet to fetch.
 */
const FLOOR_HTML = `<!doctype html>
<html lang="zh-Hans">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>商城</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #222; }
header { padding: 12px 16px; background: #e93b3d; color: #fff; font-size: 18px; }
section { margin: 12px 16px; }
li { padding: 8px 0; border-bottom: 1px solid #eee; }
</style>
</head>
<body>
<header>商城 Mall</header>
<section>
<h1>热销商品</h1>
<ul>
${Array.from({ length: 12 }, (_, index) => `<li>商品 ${index + 1} · Goods ${index + 1} · ¥${(index + 1) * 10}.00</li>`).join('\n')}
</ul>
<p>${'为您精选的好物，每日更新。Picked for you, new every day. '.repeat(6)}</p>
</section>
</body>
</html>
`;

/** Serves the floor page on 127.0.0.1 (HTTP/1.1, as the shop's own server) until stopped. */
export async function startFloorPage(): Promise<{ url: string; stop(): Promise<void> }> {
  const body = Buffer.from(FLOOR_HTML);
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
