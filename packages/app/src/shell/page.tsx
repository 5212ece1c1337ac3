import { NavBar, PullToRefresh } from '@mall/react-ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import type { NavBarKind } from '../router/routes';
import { useBack } from './use-back';

export interface PageProps {
  title: string;
  /** The default white bar with a black title, or the custom bar of most pages. */
  navBar?: NavBarKind;
  /** No back button (tab pages: back there quits the app). */
  root?: boolean;
  right?: ReactNode;
  /** Enables pull-to-refresh; resolves when the page's data is fresh. */
  onRefresh?: () => Promise<unknown>;
  /** Extra class on the page element. */
  className?: string;
  children: ReactNode;
}

/** A page: its navigation bar, then the content, with pull-to-refresh where the spec says PR. */
export function Page({ title, navBar = 'custom', root, right, onRefresh, className, children }: PageProps) {
  const t = useT();
  const back = useBack();
  const content = <main className="app-page__content">{children}</main>;
  return (
    <div className={`app-page${className ? ` ${className}` : ''}`}>
      <NavBar
        title={title}
        variant={navBar}
        onBack={root ? undefined : back}
        backLabel={t('nav.back')}
        right={right}
        headingLevel={1}
        className="app-page__nav"
      />
      {onRefresh ? (
        <PullToRefresh
          onRefresh={onRefresh}
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
