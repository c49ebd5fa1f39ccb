/**
 * Whether a streaming replica is fresh enough to answer reads: it must have replayed everything the primary had
 * written `maxLagSeconds` ago. The primary's WAL position is sampled every check; comparing positions (not the
 * replay timestamp) stays right when the primary is idle and nothing new arrives.
 */
export class ReplicaLag {
  private history: { at: number; lsn: bigint }[] = [];

  constructor(private readonly maxLagSeconds: number) {}

  /** Records the primary's current WAL position (pg_current_wal_lsn). */
  primaryAt(lsn: string, at = Date.now()): void {
    this.history.push({ at, lsn: parseLsn(lsn) });
    // Keep what the comparison needs: the newest sample older than the allowed lag, and the ones after it.
    const cutoff = at - this.maxLagSeconds * 1000;
    while (this.history.length > 1 && this.history[1].at <= cutoff) this.history.shift();
  }

  /** True when `replayedLsn` (pg_last_wal_replay_lsn on the replica) reaches the primary's position of maxLag ago. */
  fresh(replayedLsn: string, at = Date.now()): boolean {
    const cutoff = at - this.maxLagSeconds * 1000;
    const due = [...this.history].reverse().find((sample) => sample.at <= cutoff) ?? this.history[0];
    return due === undefined || parseLsn(replayedLsn) >= due.lsn;
  }
}

/** '16/B374D848' → a comparable number (the high and low 32 bits of the WAL position). */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}
