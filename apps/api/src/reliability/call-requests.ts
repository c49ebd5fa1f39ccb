import type { CallDeclaration } from '@portale/contract/call';
import { operationsOf, validSample, type OpenApiDocument, type Operation } from './openapi-requests';
import type { World } from './world';

/** The URLs a declaration is served at (an optional last segment gives two), with their parameter names. */
export function variants(call: CallDeclaration): { template: string; params: string[] }[] {
  const names = (p: string) => [...p.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  if (!call.path.endsWith('?')) return [{ template: call.path, params: names(call.path) }];
  const short = call.path.replace(/\/:[A-Za-z_]+\?$/, '');
  const long = call.path.slice(0, -1);
  return [
    { template: short, params: names(short) },
    { template: long, params: names(long) },
  ];
}

export const isProfileParam = (name: string) => name === 'profile';

/** The OpenAPI operation of one URL of a declaration. */
export function operationFor(doc: OpenApiDocument, call: CallDeclaration, template: string): Operation | undefined {
  const openapiPath = `/api/${template.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
  return operationsOf(doc).find((op) => op.path === openapiPath && op.method === call.method);
}

/** Which agent's profile and customer a request names: agent B's for agent B, agent A's for everyone else. */
export type Own = 'agentA' | 'agentB';

/**
 * A request a caller would plausibly send: its own profile in the path, the required query parameters, a sample
 * body that passes validation with its own profile and customer; `values` fills the other path parameters.
 */
export function sampleRequest(doc: OpenApiDocument, w: World, call: CallDeclaration, template: string, own: Own, values: Record<string, string | number>) {
  const op = operationFor(doc, call, template);
  const path = `/api/${template.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? w.profiles[own])))}`;
  const query = op?.queryParams.filter((q) => q.required).map((q) => `${q.name}=${encodeURIComponent(String(validSample(q.schema)))}`) ?? [];
  // Fields whose meaning the sample cannot guess: the caller's own profile and customer.
  const hints = { profile_external_id: w.profiles[own], customer_id: w.customers[own] };
  const body = call.body && call.body !== 'multipart' ? { ...(validSample(op?.body) as object), ...hints } : undefined;
  return { method: call.method, path, query: query.join('&'), body };
}
