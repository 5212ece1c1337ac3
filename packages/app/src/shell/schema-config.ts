/**
 * The app's content security policy allows no `eval`: the schemas (zod, inside the SDK's lazy
 * chunks) must validate without compiling code, and must not even probe whether they could — a
 * blocked probe is reported as a policy violation. zod reads its settings from this global before
 * it first runs, so the first screen sets it without loading zod (`schema-config.test.ts` checks
 * that the installed zod still reads it).
 */
export function validateSchemasWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
