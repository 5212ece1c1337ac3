// What the benchmarks ask the demo shop before they measure it.

/** The id of a real goods item of the demo shop, from the shopper API. */
export async function firstGoodsId(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/app/goods/info/page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 1 }),
  });
  if (!response.ok) {
    throw new Error(`HTTP ${response.status} from goods/info/page`);
  }
  const body = (await response.json()) as {
    data?: { records?: { id?: unknown }[]; list?: { id?: unknown }[] };
  };
  const id = (body.data?.records ?? body.data?.list)?.[0]?.id;
  if (id === undefined) {
    throw new Error(`goods/info/page answered no goods: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return String(id);
}
