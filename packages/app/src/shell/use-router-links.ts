import { type RefObject, useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Sends plain in-app links (`<a href="#/…">`, as the kit's `Cell` renders them) inside `container`
 * through the router, so the page they open has this one under it in the stack and its back button
 * returns here (a bare hash change carries no stack position, and back would go home).
 */
export function useRouterLinks(container: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) {
      return;
    }
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      ) {
        return;
      }
      const anchor = (event.target as Element | null)?.closest?.('a[href^="#/"]');
      if (!anchor || anchor.hasAttribute('target') || !element.contains(anchor)) {
        return;
      }
      event.preventDefault();
      navigate((anchor.getAttribute('href') ?? '#/').slice(1));
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}
