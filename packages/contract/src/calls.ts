import type { CallDeclaration } from './call';
import { jobsCalls } from './jobs';
import { ordersCalls } from './orders';

/**
 * Every declared API call. The server registers exactly these (the route-table test compares), and
 * the authorization matrix and fuzzing suites walk them.
 */
export const allCalls: readonly CallDeclaration[] = [...ordersCalls, ...jobsCalls];
