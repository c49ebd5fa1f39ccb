import { useEffect } from 'react';
import { Outlet, useMatches, type Params } from 'react-router';

const APP_NAME = 'Portale agenti';

/** A route's title: fixed, or from its params (the archive's two lists share one route). */
export type RouteTitle = string | ((params: Params) => string);

export function routeTitle(matches: ReturnType<typeof useMatches>): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]!.handle as { title?: RouteTitle } | undefined)?.title;
    if (title) return `${typeof title === 'function' ? title(matches[i]!.params) : title} — ${APP_NAME}`;
  }
  return APP_NAME;
}

/** Sets the browser tab's title from the deepest route that names one ('Ordini — Portale agenti'). */
export function TitledOutlet() {
  const matches = useMatches();
  const title = routeTitle(matches);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
