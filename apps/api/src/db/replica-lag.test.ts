import { describe, expect, it } from 'vitest';
import { parseLsn, ReplicaLag } from './replica-lag';

describe('ReplicaLag', () => {
  it('compares WAL positions numerically, high part first', () => {
    expect(parseLsn('0/10') < parseLsn('0/FF')).toBe(true);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
  });

  it('is fresh when the replica replayed what the primary had written five seconds ago', () => {
    const lag = new ReplicaLag(5);
    lag.primaryAt('0/100', 0);
    lag.primaryAt('0/200', 3_000);
    lag.primaryAt('0/300', 6_000);
    // At 6 s the due position is the one of 1 s or earlier: 0/100.
    expect(lag.fresh('0/100', 6_000)).toBe(true);
    expect(lag.fresh('0/0FF', 6_000)).toBe(false);
    // At 9 s it is 0/200 (written at 3 s).
    expect(lag.fresh('0/1FF', 9_000)).toBe(false);
    expect(lag.fresh('0/200', 9_000)).toBe(true);
  });

  it('stays fresh on an idle primary: its position does not move', () => {
    const lag = new ReplicaLag(5);
    for (let t = 0; t <= 60_000; t += 1_000) lag.primaryAt('0/500', t);
    expect(lag.fresh('0/500', 60_000)).toBe(true);
  });
});
