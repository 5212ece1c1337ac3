import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/i18n-context';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser reports itself online (it follows the `online` and `offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The notice over a page while the browser is offline: a page a guest may open (the catalogue, the
 * cart) shows what was seen last; any other page (money, orders, the account) needs the network.
 * Reads wait and go out once the browser is back, so the page refreshes by itself; writes fail with
 * the network's message. Nothing while online.
 */
export function OfflineNotice({ catalogue }: { catalogue: boolean }) {
  const t = useT();
  const online = useOnline();
  if (online) {
    return null;
  }
  return (
    <div className="app-offline" role="status" data-kind={catalogue ? 'catalogue' : 'needs-network'}>
      {catalogue ? (
        <p className="app-offline__title">{t('offline.notice')}</p>
      ) : (
        <>
          <p className="app-offline__title">{t('offline.needsNetwork')}</p>
          <p className="app-offline__hint">{t('offline.needsNetworkHint')}</p>
        </>
      )}
    </div>
  );
}
