/** One read of the value: `good` once it resolved from `load` (not from the fallback). */
interface Entry<T> {
  until: number;
  value: Promise<T>;
  good: boolean;
}

/**
 * A value read now and then (a table's statistics, a word list) and shared by every caller until it
 * is `ttlMs` old. Then the first caller starts the next read and, like every caller until that read
 * is done, gets the value it replaces: nobody waits for a refresh. A failed read answers
 * `fallback()` (never throws) when there is no value to keep, and is tried again after `ttlMs`; a
 * failed refresh keeps the value it was to replace for another `ttlMs`. After `drop()`, callers wait
 * for the next read.
 */
export class ExpiringValue<T> {
  private current: Entry<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly fallback: () => T,
  ) {}

  get(now = Date.now()): Promise<T> {
    const current = this.current;
    if (current && current.until > now) return current.value;
    if (current?.good) {
      current.until = now + this.ttlMs;
      const next = this.read(now);
      void next.value.then(() => {
        // Kept unless it failed or the value was dropped meanwhile (read before the change, maybe).
        if (next.good && this.current === current) this.current = next;
      });
      return current.value;
    }
    this.current = this.read(now);
    return this.current.value;
  }

  /** Forgets the value: the next caller waits for the next read. */
  drop(): void {
    this.current = undefined;
  }

  private read(now: number): Entry<T> {
    const entry: Entry<T> = {
      until: now + this.ttlMs,
      good: false,
      value: this.load().then(
        (value) => {
          entry.good = true;
          return value;
        },
        () => this.fallback(),
      ),
    };
    return entry;
  }
}
