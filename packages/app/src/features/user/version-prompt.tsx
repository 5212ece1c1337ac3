import type { AppVersion } from '@mall/sdk/schemas';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n-context';
import { newBuild, takeNewBuild } from '../../shell/app-update';
import { versionOffer } from './version-check';
import './user.css';

/** The newer version with its notes and the download link; shared by the prompt and the version page. */
export function VersionDetails({ version, headingId }: { version: AppVersion; headingId?: string }) {
  const t = useT();
  return (
    <div className="app-version__details">
      <h2 id={headingId} className="app-version__title">
        {t('version.newVersion', { version: version.version })}
      </h2>
      {version.forceUpdate ? <p className="app-version__forced">{t('version.forcedHint')}</p> : null}
      {version.description ? (
        <>
          <h3 className="app-version__notes-title">{t('version.notes')}</h3>
          <p className="app-version__notes">{version.description}</p>
        </>
      ) : null}
    </div>
  );
}

/**
 * How to update: when a new build of this app waits in its service worker, a button that takes it
 * (the page loads again in it); otherwise the version's download link, in a new tab so a forced
 * prompt stays where it is.
 */
export function DownloadLink({ version }: { version: AppVersion }) {
  const t = useT();
  const buildWaiting = useSyncExternalStore(newBuild.subscribe, newBuild.waiting);
  if (buildWaiting) {
    return (
      <button type="button" className="app-version__download" onClick={() => void takeNewBuild()}>
        {t('version.updateNow')}
      </button>
    );
  }
  return (
    <a className="app-version__download" href={version.url} target="_blank" rel="noopener noreferrer">
      {t('version.updateNow')}
    </a>
  );
}

/**
 * The offer of a newer version over every page: a modal `<dialog>` (the rest of the app inert).
 * A forced update cannot be dismissed — Escape does nothing and the dialog reopens if the browser
 * closes it anyway — until the app runs a newer version; any other offer has "Later".
 */
export function VersionPrompt() {
  const t = useT();
  const version = useSyncExternalStore(versionOffer.subscribe, versionOffer.current);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const forced = version?.forceUpdate ?? false;

  useEffect(() => {
    const element = dialog.current;
    if (element && version && !element.open) {
      element.showModal();
    }
  }, [version]);

  if (!version) {
    return null;
  }
  return (
    <dialog
      ref={dialog}
      className="app-version-prompt"
      aria-labelledby={titleId}
      data-state={forced ? 'forced' : 'optional'}
      onCancel={(event) => {
        if (forced) {
          event.preventDefault();
        }
      }}
      onClose={() => {
        if (versionOffer.current()?.forceUpdate) {
          dialog.current?.showModal();
        } else {
          versionOffer.dismiss();
        }
      }}
    >
      <VersionDetails version={version} headingId={titleId} />
      <div className="app-version-prompt__actions">
        {forced ? null : (
          <button type="button" className="app-version-prompt__later" onClick={() => dialog.current?.close()}>
            {t('version.later')}
          </button>
        )}
        <DownloadLink version={version} />
      </div>
    </dialog>
  );
}
