import { authCalls } from './auth';
import type { CallDeclaration } from './call';
import { catalogCalls } from './catalog';
import { customersCalls } from './customers';
import { invoicesCalls } from './invoices';
import { jobsCalls } from './jobs';
import { ordersCalls } from './orders';
import { profilesCalls } from './profiles';
import { shippingDocumentsCalls } from './shipping-documents';
import { usersCalls } from './users';
import { visitsCalls } from './visits';

/**
 * Every declared API call. The server registers exactly these (the route-table test compares), and
 * the authorization matrix and fuzzing suites walk them.
 */
export const allCalls: readonly CallDeclaration[] = [
  ...authCalls,
  ...profilesCalls,
  ...customersCalls,
  ...visitsCalls,
  ...usersCalls,
  ...catalogCalls,
  ...ordersCalls,
  ...invoicesCalls,
  ...shippingDocumentsCalls,
  ...jobsCalls,
];
