import { type ReactNode, useState } from 'react';
import { startHashStack } from '../router/hash-location';
import { usePath, useQueryText } from '../router/hash-router';

/**
 * Opens the app at `path`: the test window's address is set to `#<path>`, no query before it, as a
 * shopper's link would set it, and that entry is the bottom of the app's stack. Renders `routes[current path]`
 * (pages by path, as the app's table picks them), then `children`.
 */
export function TestRouter({
  path = '/',
  routes,
  children,
}: {
  path?: string;
  routes?: Record<string, ReactNode>;
  children?: ReactNode;
}) {
  useState(() => {
    window.history.replaceState(null, '', `${window.location.pathname}#${path}`);
    startHashStack();
    return path;
  });
  const current = usePath();
  return (
    <>
      {routes?.[current] ?? null}
      {children}
    </>
  );
}

/** The current page path and query, as `data-testid="where"` for a test to read. */
export function Where() {
  const path = usePath();
  const query = useQueryText();
  return <output data-testid="where">{query ? `${path}?${query}` : path}</output>;
}
