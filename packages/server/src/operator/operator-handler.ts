import type { z } from 'zod';
import type { ServerContext } from '../server-context';
import type { Permission } from './permissions';

/**
 * One operator action (contract §13): the same function serves `POST|GET /api/admin/<name>` and
 * the CLI `mall-admin <name>`, so the two can never disagree.
 */
export interface OperatorAction<Schema extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  /** Validates the body (POST) or query (GET); same 1002 answers as the shopper API. */
  schema: Schema;
  /** One line for `mall-admin help`. */
  description: string;
  /** What the caller must hold (`permissions.ts`); anyone else gets 403. */
  permission: Permission;
  /**
   * Moves money or stock: an `Idempotency-Key` sent with it has the shoppers' semantics (a retry
   * answers the first answer and does nothing again; the key with another body is refused).
   */
  idempotent?: true;
  /**
   * Whether this input must come with an `Idempotency-Key` (400 without): a write with nothing a
   * retry would find already moved, such as a direct credit, whose retry would otherwise credit twice.
   */
  keyRequired?: (input: z.output<Schema>) => boolean;
  run(server: ServerContext, input: z.output<Schema>): Promise<unknown>;
}

/** Operator actions by name, e.g. `order/ship`; each area contributes its own. */
export type OperatorActions = Record<string, OperatorAction>;

/** Declares an action with its input type inferred from the schema. */
export function operatorAction<Schema extends z.ZodType>(action: OperatorAction<Schema>): OperatorAction {
  return action as unknown as OperatorAction;
}
