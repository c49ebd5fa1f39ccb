/** Seconds as '0,8 s', '12 s', '3 min 05 s'. */
export function formatElapsed(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '';
  if (seconds < 10) return `${seconds.toLocaleString('it-IT', { maximumFractionDigits: 1 })} s`;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const m = Math.floor(seconds / 60);
  return `${m} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;
}
