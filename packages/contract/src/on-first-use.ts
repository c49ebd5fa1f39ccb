/**
 * A value built on first use, then kept. For Intl formatters above all: each costs milliseconds to build (its locale
 * data), and built at import they all landed in the long task that evaluates the first screen's modules (issue 58).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
