import type { z } from 'zod';

/** A command line split into its words and its `--name value` / `--name=value` / `--switch` flags. */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** Flags that never take a value. */
const SWITCHES = new Set(['json', 'password-stdin', 'force', 'help']);

/**
 * Splits the words after the command. `--name value` takes the next word as its value unless the
 * name is a switch (`--json`) or the next word is a flag itself; `--name=value` always takes one;
 * `--` ends the flags.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index] ?? '';
    if (word === '--') {
      positionals.push(...argv.slice(index + 1));
      break;
    }
    if (!word.startsWith('--') || word.length === 2) {
      positionals.push(word);
      continue;
    }
    const equals = word.indexOf('=');
    if (equals > 0) {
      flags.set(word.slice(2, equals), word.slice(equals + 1));
      continue;
    }
    const name = word.slice(2);
    const next = argv[index + 1];
    if (SWITCHES.has(name) || next === undefined || next.startsWith('--')) {
      flags.set(name, true);
    } else {
      flags.set(name, next);
      index += 1;
    }
  }
  return { positionals, flags };
}

/** A flag's value as text (`undefined` when absent or given without one). */
export function flagText(args: ParsedArgs, name: string): string | undefined {
  const value = args.flags.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Flags the CLI itself reads; every other flag is a field of the action's input. */
export const CLI_FLAGS = new Set(['json', 'idempotency-key', 'help']);

/** A schema as zod's core sees it, classic or mini alike. */
interface CoreSchema {
  _zod: { def: { type: string; shape?: Record<string, CoreSchema>; options?: CoreSchema[] } };
  safeParse(value: unknown): { success: boolean };
}

/** The field schemas of an object schema, or of each object of a union (the first one wins). */
function fieldSchemas(schema: z.ZodType): Map<string, CoreSchema> {
  const fields = new Map<string, CoreSchema>();
  const visit = (node: CoreSchema) => {
    const def = node._zod.def;
    if (def.type === 'object' && def.shape) {
      for (const [key, field] of Object.entries(def.shape)) {
        if (!fields.has(key)) {
          fields.set(key, field);
        }
      }
    } else if (def.type === 'union' && def.options) {
      for (const option of def.options) {
        visit(option);
      }
    }
  };
  visit(schema as unknown as CoreSchema);
  return fields;
}

/**
 * A flag's text as the value the action's field takes: a POST body is JSON, so `--orderId 5`
 * must arrive as the number 5 while `--num 12345` (a tracking number) stays text. The value read
 * as JSON is tried first, then the text; when the field takes neither (the server then says why)
 * or is unknown, a number, boolean or null read as JSON is sent as such and anything else as text.
 * A GET query is text anyway.
 */
export function flagValue(text: string, field: CoreSchema | undefined, method: 'GET' | 'POST'): unknown {
  if (method === 'GET') {
    return text;
  }
  let parsed: unknown = text;
  let isJson = false;
  try {
    parsed = JSON.parse(text);
    isJson = true;
  } catch {
    // plain text
  }
  if (field) {
    if (isJson && field.safeParse(parsed).success) {
      return parsed;
    }
    if (field.safeParse(text).success) {
      return text;
    }
  }
  return isJson && (parsed === null || typeof parsed === 'number' || typeof parsed === 'boolean')
    ? parsed
    : text;
}

/**
 * The input of an action: the JSON argument (an object, `{}` when left out) with each field flag
 * (`--page 2`, `--status 1`) laid over it.
 */
export function actionInput(
  args: ParsedArgs,
  json: string | undefined,
  schema: z.ZodType,
  method: 'GET' | 'POST',
): Record<string, unknown> {
  let input: unknown = {};
  if (json !== undefined) {
    try {
      input = JSON.parse(json);
    } catch {
      throw new UsageError(`the input is not JSON: ${json}`);
    }
    if (input === null || typeof input !== 'object' || Array.isArray(input)) {
      throw new UsageError(`the input must be a JSON object: ${json}`);
    }
  }
  const fields = fieldSchemas(schema);
  const result = { ...(input as Record<string, unknown>) };
  for (const [name, value] of args.flags) {
    if (CLI_FLAGS.has(name)) {
      continue;
    }
    if (value === true) {
      result[name] = method === 'GET' ? 'true' : true;
    } else {
      result[name] = flagValue(value, fields.get(name), method);
    }
  }
  return result;
}

/** A mistake in the command line: printed with the usage, exit code 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}
