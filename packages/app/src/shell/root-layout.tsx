import { Icon, TabBar } from '@mall/react-ui';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLoggedIn } from '../api/session-store';
import { useCartLines } from '../features/cart/use-cart';
import { useT } from '../i18n/i18n-context';
import { ensurePageMessages } from '../i18n/message-store';
import { accessRedirect } from '../router/access';
import { Redirect, useNavigate, usePath, useQueryText } from '../router/hash-router';
import { parentUrlTarget } from '../router/navigation-rules';
import { findRoute, TAB_ROUTES } from '../router/routes';
import { useOnline } from './use-online';
import { useRouterLinks } from './use-router-links';
import { useViewport } from './use-viewport';

// The offline notice and its words load when the browser goes offline (the service worker keeps
// them): a start online loads neither.
// A notice that cannot load (offline before it was fetched) is left out, never the page.
const OfflineNotice = lazy<ComponentType<{ catalogue: boolean }>>(() =>
  Promise.all([import('./offline-notice'), ensurePageMessages()]).then(
    ([notice]) => notice,
    () => ({ default: () => null }),
  ),
);

function AppTabBar({ current }: { current: string }) {
  const t = useT();
  const navigate = useNavigate();
  const lines = useCartLines();
  const count = lines.reduce((sum, line) => sum + line.count, 0);
  return (
    <TabBar
      fixed
      label={t('tab.bar')}
      value={current}
      onChange={(value) => {
        const tab = TAB_ROUTES.find((item) => item.name === value);
        if (tab) {
          // Tabs are one level (spec: switching tabs stacks nothing): back on a tab page goes where
          // the shopper was before the tabs, and from the first page it leaves the app.
          navigate(tab.path, { replace: true });
        }
      }}
      items={TAB_ROUTES.map((tab) => ({
        value: tab.name,
        label: t(`tab.${tab.name}`),
        icon: <Icon name={tab.tabIcon} />,
        ...(tab.name === 'cart' && count > 0
          ? { badgeCount: count, badgeLabel: t('cart.count', { count }) }
          : {}),
      }))}
    />
  );
}

/**
 * The shell around every page: access rule, parent-frame navigation, document title, the offline
 * notice, tab bar, and
 * `data-wide` while the window is wider than the content column (follows resizes, debounced).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const pathname = usePath();
  const search = useQueryText();
  const location = { pathname, search: search ? `?${search}` : '' };
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const t = useT();
  const route = findRoute(location.pathname);
  const tab = route?.tabIcon && route.name;
  const { wide } = useViewport();
  const online = useOnline();
  useRouterLinks();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame that embeds the app may steer it.
      if (window.parent === window || event.source !== window.parent) {
        return;
      }
      const target = parentUrlTarget(event.data);
      if (target) {
        navigate(target);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  const known = route !== undefined;
  useEffect(() => {
    if (!known) {
      console.error(`Page not found: ${location.pathname}`);
    }
  }, [known, location.pathname]);

  // A tab page is titled as its tab's label, any other page by its route's title.
  const titleKey = tab ? `tab.${tab}` : route?.titleKey;
  useEffect(() => {
    const appName = t('app.name');
    // A page's title comes with the page's words (i18n/locale-parts.ts): the app's name until then.
    const title = titleKey ? t(titleKey) : titleKey;
    document.title = title && title !== titleKey ? `${title} - ${appName}` : appName;
  }, [t, titleKey]);

  const redirect = known ? accessRedirect(location, loggedIn) : undefined;
  if (redirect) {
    return <Redirect to={redirect} />;
  }
  return (
    <div className={tab ? 'app-shell app-shell--tab' : 'app-shell'} data-wide={wide ? '' : undefined}>
      {known && !online ? (
        <Suspense fallback={null}>
          <OfflineNotice catalogue={route.guest === true} />
        </Suspense>
      ) : null}
      {children}
      {tab ? <AppTabBar current={tab} /> : null}
    </div>
  );
}
