import { activateCall } from '@portale/contract/auth';
import type { CallInput } from '@portale/contract/call';
import { callApi } from '../../../lib/api-client';

/** POST user/activate: makes a profile (and optionally a customer) the current context on the server. */
export function activate(body: CallInput<typeof activateCall>['body']) {
  return callApi(activateCall, { body });
}
