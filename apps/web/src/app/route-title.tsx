import { useEffect } from 'react';
import type { Params } from 'react-router';
import type { RouteTitle } from './route-table';

const APP_NAME = 'Portale agenti';

/** 'Ordini — Portale agenti'. */
export function pageTitle(title: string): string {
  return `${title} — ${APP_NAME}`;
}

/** The title of the deepest matched route that names one; the app's name otherwise. */
export function documentTitle(matches: readonly { route: object; params: Params }[] | null): string {
  for (const match of [...(matches ?? [])].reverse()) {
    const title = (match.route as { title?: RouteTitle }).title;
    if (title) return pageTitle(typeof title === 'function' ? title(match.params) : title);
  }
  return APP_NAME;
}

/** Sets the browser tab's title. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
