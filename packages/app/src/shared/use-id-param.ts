import { useSearchParams } from '../router/hash-router';
import { positiveInteger } from './positive-integer';

/** An id the page reads from its query string, e.g. `?id=12`. */
export interface IdParam {
  /** The id; 0 when it is missing or not a positive whole number. */
  id: number;
  /** Whether the query string holds a usable id (a page without one shows "not found"). */
  valid: boolean;
}

/** The positive whole-number id in the query parameter `name` of the current page. */
export function useIdParam(name: string): IdParam {
  const [params] = useSearchParams();
  const id = positiveInteger(params.get(name));
  return { id: id ?? 0, valid: id !== undefined };
}
