import { notifyLoaded, type LoadedScope } from '../../lib/notify';

/**
 * Runs a list or items load and shows its 'loaded' notice on success (spec §7: answers show a 'loaded' notice): a
 * page's list under the page's title, a detail's items under the detail's (`detail`).
 */
export async function withLoadedNotice<T>(load: Promise<T>, notice: string, scope: LoadedScope = 'page'): Promise<T> {
  const answer = await load;
  notifyLoaded(notice, scope);
  return answer;
}
