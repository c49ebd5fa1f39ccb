import { describe, expect, it } from 'vitest';
import { operationsOf, undeclaredAnswers } from './declared-statuses';

// The check every test app runs at close (test-app.ts): an answer's status must be declared for its operation.
const ops = operationsOf({
  paths: {
    '/cart/get/{id}': { get: { responses: { '200': {}, '404': {} } } },
    '/cart/archive': { get: { responses: { '200': {} } } },
  },
});
const answer = (method: string, path: string, status: number) => ({ method, path, status, body: '' });

describe('undeclaredAnswers', () => {
  it('names an answer whose status the document does not declare for the operation', () => {
    expect(undeclaredAnswers(ops, [answer('GET', '/api/cart/get/12', 409)])).toEqual([expect.stringMatching(/^GET \/api\/cart\/get\/12 → 409 \(dichiarati per \/cart\/get\/\{id\}: 200, 404\)/)]);
  });

  it('passes declared statuses, other methods and paths outside the document', () => {
    expect(undeclaredAnswers(ops, [answer('GET', '/api/cart/get/12', 404), answer('POST', '/api/cart/get/12', 500), answer('GET', '/metrics', 503), answer('GET', '/api/cart/archive/x', 404)])).toEqual([]);
  });

  it('matches an encoded path parameter', () => {
    expect(undeclaredAnswers(ops, [answer('GET', '/api/cart/get/%201', 400)])).toHaveLength(1);
  });
});
