/**
 * `npm test` runs the reliability suites in a bounded form; `npm run test:reliability` sets
 * RELIABILITY=full for the long form (more fuzzed requests, the PostgreSQL durability and outage runs).
 */
export const FULL = process.env.RELIABILITY === 'full';
