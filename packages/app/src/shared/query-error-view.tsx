import { StateView } from '@mall/react-ui';
import { useI18n } from '../i18n/i18n-context';

/** What the view needs of a failed query (TanStack Query's result, plain or infinite). */
interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
}

/** A read that failed: the error in the shopper's words, and a retry that fetches again. */
export function QueryErrorView({ query }: { query: FailedQuery }) {
  const { errorMessage } = useI18n();
  return <StateView status="error" title={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
}
