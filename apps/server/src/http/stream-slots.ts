/**
 * Open live streams one user and one client address may hold at once (issue 12 finding 8:
 * one user opened 300). Ours: a workspace tab holds one stream, so 10 is far above a family
 * with many tabs, and 30 per address leaves room for several people behind one NAT.
 */
export const STREAM_LIMITS = { perUser: 10, perAddress: 30 } as const;

/**
 * Counts the live streams of this process per user and per client address. Streams live in
 * the process that serves them, so a count per process is exact for what it holds; behind a
 * load balancer each instance bounds its own. A stream costs nothing while idle (it waits on
 * the one live channel, decision 005), so the cap bounds memory and sockets.
 */
export class StreamSlots {
  private readonly users = new Map<string, number>();
  private readonly addresses = new Map<string, number>();

  constructor(private readonly limits: { perUser: number; perAddress: number } = STREAM_LIMITS) {}

  /**
   * Takes a slot for a new stream of `userId` from `address` (null: counted as 'unknown');
   * returns its release function (safe to call more than once), or null when either limit
   * is reached.
   */
  acquire(userId: string, address: string | null): (() => void) | null {
    const where = address ?? 'unknown';
    if ((this.users.get(userId) ?? 0) >= this.limits.perUser) return null;
    if ((this.addresses.get(where) ?? 0) >= this.limits.perAddress) return null;
    this.users.set(userId, (this.users.get(userId) ?? 0) + 1);
    this.addresses.set(where, (this.addresses.get(where) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.users, userId);
      decrement(this.addresses, where);
    };
  }

  /** Streams open now, in all. */
  get open(): number {
    let total = 0;
    for (const n of this.users.values()) total += n;
    return total;
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const n = (counts.get(key) ?? 1) - 1;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}
