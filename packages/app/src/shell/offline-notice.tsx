import { useT } from '../i18n/i18n-context';

/**
 * The notice over a page while the browser is offline: a page a guest may open (the catalogue, the
 * cart) shows what was seen last; any other page (money, orders, the account) needs the network.
 * Reads wait and go out once the browser is back, so the page refreshes by itself; writes fail with
 * the network's message. Shown only while offline, its code and words loaded then
 * (`root-layout.tsx`): a start online loads neither.
 */
export default function OfflineNotice({ catalogue }: { catalogue: boolean }) {
  const t = useT();
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
