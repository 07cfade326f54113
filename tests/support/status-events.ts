/**
 * The status events of a fake NATS connection: `status()` is the connection's method (each call a
 * new listener, as nats.js's), `emit` sends one event to every listener.
 */
export function statusEvents<S>(): { status(): AsyncIterable<S>; emit(event: S): void } {
  const listeners: Array<(event: S) => void> = [];
  return {
    status() {
      const queue: S[] = [];
      let wake: (() => void) | undefined;
      listeners.push((event) => {
        queue.push(event);
        wake?.();
      });
      return (async function* () {
        for (;;) {
          while (queue.length) yield queue.shift()!;
          await new Promise<void>((r) => (wake = r));
        }
      })();
    },
    emit: (event) => listeners.forEach((l) => l(event)),
  };
}
