import { accountCalls } from './account';
import { apiKeysCalls } from './api-keys';
import { secondFactorCalls } from './second-factor';
import { authCalls } from './auth';
import { briefingCalls } from './briefing';
import type { CallDeclaration } from './call';
import { cartCalls } from './cart';
import { auditCalls } from './audit';
import { catalogCalls } from './catalog';
import { customersCalls } from './customers';
import { homeCustomersCalls } from './home-customers';
import { healthCalls } from './health';
import { invoicesCalls } from './invoices';
import { masterDataCalls } from './master-data';
import { jobsCalls } from './jobs';
import { ordersCalls } from './orders';
import { approvalsCalls } from './approvals';
import { profilesCalls } from './profiles';
import { shippingDocumentsCalls } from './shipping-documents';
import { shopsCalls } from './shops';
import { syncCalls } from './sync';
import { usersCalls } from './users';
import { visitsCalls } from './visits';
import { warrantiesCalls } from './warranties';

/**
 * Every declared API call. The server registers exactly these (the route-table test compares), and
 * the authorization matrix and fuzzing suites walk them.
 */
export const allCalls: readonly CallDeclaration[] = [
  ...authCalls,
  ...accountCalls,
  ...secondFactorCalls,
  ...profilesCalls,
  ...customersCalls,
  ...homeCustomersCalls,
  ...briefingCalls,
  ...visitsCalls,
  ...usersCalls,
  ...catalogCalls,
  ...ordersCalls,
  ...approvalsCalls,
  ...cartCalls,
  ...invoicesCalls,
  ...shippingDocumentsCalls,
  ...healthCalls,
  ...warrantiesCalls,
  ...masterDataCalls,
  ...shopsCalls,
  ...auditCalls,
  ...jobsCalls,
  ...apiKeysCalls,
  ...syncCalls,
];
