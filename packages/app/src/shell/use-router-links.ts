import { useEffect } from 'react';
import { isPlainClick, useNavigate } from '../router/hash-router';

/**
 * Sends every plain in-app link (`<a href="#/…">`, as the kit's `Cell` and other link components
 * render them, and a goods link, `goodsLink`) through the router, so the page a link opens has this one under it in the stack
 * and its back button returns here: a bare hash change carries no stack position, and back would
 * go home. Links with a target, modified clicks and clicks a handler took already are left alone.
 */
export function useRouterLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#/"],a[href^="?goods="]');
      if (!anchor || anchor.hasAttribute('target') || anchor.hasAttribute('download')) {
        return;
      }
      event.preventDefault();
      const href = anchor.getAttribute('href') ?? '#/';
      navigate(href.slice(href.indexOf('#') + 1));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
