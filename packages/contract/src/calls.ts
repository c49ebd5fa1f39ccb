import type { CallDeclaration } from './call';
import { auditCalls } from './audit';
import { masterDataCalls } from './master-data';
import { ordersCalls } from './orders';
import { shopsCalls } from './shops';

/**
 * Every declared API call. The server registers exactly these (the route-table test compares), and
 * the authorization matrix and fuzzing suites walk them.
 */
export const allCalls: readonly CallDeclaration[] = [...ordersCalls, ...masterDataCalls, ...shopsCalls, ...auditCalls];
