import { randomUUID } from 'node:crypto';
import { buildApp, startMallServer } from './mall-server';

/** The operator token of the test server (a fresh one per run). */
const OPERATOR_TOKEN = `e2e-operator-${randomUUID()}`;

/**
 * Builds the app and starts the real reference server on a free port, with a fresh embedded
 * database seeded with the demo shop, serving the built app at `/`.
 */
export default async function globalSetup() {
  buildApp();
  const server = await startMallServer({
    // The operator API reads captcha answers for the registration journey.
    OPERATOR_TOKEN: OPERATOR_TOKEN,
  });
  process.env.MALL_E2E_BASE_URL = server.baseURL;
  process.env.MALL_E2E_OPERATOR_TOKEN = OPERATOR_TOKEN;

  return server.stop;
}
