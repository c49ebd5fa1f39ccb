/**
 * SIGINT and SIGTERM run `stop` once, then the process exits (1 if stopping failed). A second signal while
 * stopping is ignored: the first one's work finishes.
 */
export function onShutdownSignal(stop: (signal: NodeJS.Signals) => Promise<unknown>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal)
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          console.error(err);
          process.exit(1);
        });
    });
  }
}
