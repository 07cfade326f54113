/**
 * A value read now and then (a table's statistics, a word list) and shared by every caller until it
 * is `ttlMs` old: the first caller after that starts the next read, and callers meanwhile share that
 * promise. A failed read answers `fallback()` (never throws) and is tried again after `ttlMs`.
 */
export class ExpiringValue<T> {
  private current: { until: number; value: Promise<T> } | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly fallback: () => T,
  ) {}

  get(now = Date.now()): Promise<T> {
    if (this.current && this.current.until > now) return this.current.value;
    const value = this.load().catch(() => this.fallback());
    this.current = { until: now + this.ttlMs, value };
    return value;
  }

  /** Forgets the value: the next caller reads it again. */
  drop(): void {
    this.current = undefined;
  }
}
