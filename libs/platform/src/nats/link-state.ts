/** What LinkState reads of a NATS connection (a NatsConnection is one). */
export interface StatusSource {
  status(): AsyncIterable<{ type: string }>;
  closed(): Promise<unknown>;
}

/** Connected or not, from the connection's status events; tells its `onLost` listeners when the link drops. */
export class LinkState {
  connected = true;
  private waiters: Array<() => void> = [];
  private readonly lostListeners = new Set<() => void>();

  follow(nc: StatusSource): void {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') this.dropped();
        else if (status.type === 'reconnect' && !this.connected) {
          this.connected = true;
          for (const wake of this.waiters.splice(0)) wake();
        }
      }
    })().catch(() => undefined);
    // Closed for good: whoever waits for a reconnect stops waiting (and fails: still not connected).
    void nc.closed().then(() => {
      this.dropped();
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  private dropped(): void {
    this.connected = false;
    const listeners = [...this.lostListeners];
    this.lostListeners.clear();
    for (const listener of listeners) listener();
  }

  /** Calls `listener` once when the link drops; returns what stops listening. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Resolves on the next reconnect, or after `waitMs`. */
  reconnected(waitMs: number): Promise<void> {
    if (this.connected || waitMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, waitMs);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const i = waiters.indexOf(done);
        if (i >= 0) waiters.splice(i, 1);
        resolve();
      }
      this.waiters.push(done);
    });
  }
}
