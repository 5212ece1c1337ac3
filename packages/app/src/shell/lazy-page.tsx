import { StateView } from '@mall/react-ui';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { useT } from '../i18n/i18n-context';
import { ensurePageMessages } from '../i18n/message-store';

/** Spec §9: the loading indicator shows after 200 ms; a page that has not loaded in 60 s fails. */
export const PAGE_LOAD_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

/** Rejects when `promise` has not settled within `timeout` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, timeout: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page load timed out after ${timeout} ms`)), timeout);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function PageLoading() {
  const t = useT();
  return <StateView status="loading" title={t('common.loading')} delay={PAGE_LOAD_DELAY_MS} />;
}

function PageLoadError() {
  const t = useT();
  return (
    <StateView
      status="error"
      title={t('page.loadError')}
      description={t('page.loadErrorHint')}
      onRetry={() => window.location.reload()}
    />
  );
}

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageLoadError /> : this.props.children;
  }
}

/**
 * A page in its own chunk, shown once its words are loaded too (the first screen loads only its
 * own, see i18n/locale-parts.ts); render it through {@link LazyPageFrame}. Times out after 60 s.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    withTimeout(
      Promise.all([load(), ensurePageMessages()]).then(([page]) => page),
      PAGE_LOAD_TIMEOUT_MS,
    ),
  );
}

/** Loading view after 200 ms, error view (tap to reload) after 60 s or on a failed load. */
export function LazyPageFrame({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
