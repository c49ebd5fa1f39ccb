import { notifyLoaded } from '../../lib/notify';

/** Runs a list or items load and shows its 'loaded' notice on success (spec §7: answers show a 'loaded' notice). */
export async function withLoadedNotice<T>(load: Promise<T>, notice: string): Promise<T> {
  const answer = await load;
  notifyLoaded(notice);
  return answer;
}
