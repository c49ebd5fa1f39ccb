import { activateCall } from '@portale/contract/auth';
import { callApi } from '../../../lib/api-client';

/** POST user/activate: makes a profile (and optionally a customer) the current context on the server. */
export function activate(input: { profile_external_id: string; customer_id?: number | null }) {
  return callApi(activateCall, { body: input });
}
