import { NavBar, PullToRefresh } from '@mall/react-ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import { usePath } from '../router/hash-router';
import { findRoute } from '../router/routes';
import { useBack } from './use-back';

/**
 * What only the page knows. The rest comes from the current route of the table (router/routes.ts):
 * the title, the navigation bar, no back button on a tab page, and whether pull-to-refresh is on.
 */
export interface PageProps {
  /** A title that depends on the page's data; the route's title otherwise. */
  title?: string;
  right?: ReactNode;
  /**
   * The page's refresh, resolved when its data is fresh: pull-to-refresh on a route that says so
   * (PR, spec §2), never elsewhere. `app-routes.test.tsx` fails when a PR route's page gives none.
   */
  onRefresh?: () => Promise<unknown>;
  /** Extra class on the page element. */
  className?: string;
  children: ReactNode;
}

/** A page: its navigation bar, then the content, with pull-to-refresh where the spec says PR. */
export function Page({ title, right, onRefresh, className, children }: PageProps) {
  const t = useT();
  const back = useBack();
  const route = findRoute(usePath());
  const refresh = route?.pullToRefresh && onRefresh;
  const content = <main className="app-page__content">{children}</main>;
  return (
    <div className={`app-page${className ? ` ${className}` : ''}`}>
      <NavBar
        title={title ?? (route ? t(route.titleKey) : '')}
        variant={route?.navBar ?? 'custom'}
        onBack={route?.tabIcon ? undefined : back}
        backLabel={t('nav.back')}
        right={right}
        headingLevel={1}
        className="app-page__nav"
      />
      {refresh ? (
        <PullToRefresh
          onRefresh={refresh}
          labels={{
            pull: t('common.pullToRefresh'),
            release: t('common.releaseToRefresh'),
            refreshing: t('common.refreshing'),
          }}
        >
          {content}
        </PullToRefresh>
      ) : (
        content
      )}
    </div>
  );
}
