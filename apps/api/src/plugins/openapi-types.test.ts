import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 54, point 7: the document types what the server answers, so a generated client needs no casts.
type Schema = { $ref?: string; type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };
let t: TestContext;
let doc: { paths: Record<string, Record<string, { parameters?: { name: string; schema: Schema }[]; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>; components: { schemas: Record<string, Schema> } };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split('/').pop()!]!) : s);
/** A nullable object is `anyOf [object, null]`: the object. */
const object = (s: Schema): Schema => {
  const r = resolve(s);
  return r.anyOf ? object(r.anyOf.find((x) => resolve(x).type !== 'null')!) : r;
};
const answer = (path: string, method: string) => object(doc.paths[path]![method]!.responses['200']!.content!['application/json']!.schema);

describe('API document types', () => {
  it("types a job run's status as an enum and its output's known fields (imports, orders:export)", () => {
    const run = object(object(object(answer('/job/getQueue', 'get').properties!.commands_history!).properties!.data!).items!);
    expect(resolve(run.properties!.status!).enum).toEqual(['queued', 'started', 'completed', 'failed', 'interrupted']);
    const output = object(run.properties!.output!).properties!;
    expect(resolve(output.files!).type).toBe('array');
    expect(resolve(output.exported!).type).toBe('integer');
    expect(resolve(output.failures!).type).toBe('array');
    expect(resolve(output.errors!).type).toBe('array');
    expect(resolve(output.message!).type).toBe('string');
  });

  it('types the Cart-Version header of cart/createOrder as an integer', () => {
    const header = doc.paths['/cart/createOrder']!.post!.parameters!.find((p) => p.name === 'Cart-Version')!;
    expect(header.schema.type).toBe('integer');
  });
});
