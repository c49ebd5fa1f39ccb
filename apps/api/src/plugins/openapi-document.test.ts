import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allCalls } from '@portale/contract/calls';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { errorCodesOf, operationIdOf } from './openapi-document';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

type Operation = {
  operationId: string;
  summary: string;
  security: unknown[];
  'x-access': string;
  'x-integration'?: boolean;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown>; description: string }>;
  requestBody?: unknown;
};
let t: TestContext;
let document: { paths: Record<string, Record<string, Operation>>; servers: unknown[]; components: { schemas: Record<string, unknown> } };
let source: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  source = res.body;
  document = res.json();
});
afterAll(() => t.close());

const operation = (method: string, path: string) => document.paths[path]?.[method.toLowerCase()];

describe('API document (issue 16)', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await loadConfig({ configPath: path.join(repoRoot, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: path.join(repoRoot, 'openapi.json'), config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('lists only the API: no web-app routes, a server, unique operation ids', () => {
    expect(Object.keys(document.paths).every((p) => !p.startsWith('/api/') && !p.startsWith('/docs') && !p.startsWith('/assets'))).toBe(true);
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    const ids = Object.values(document.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents every call: summary, who may call it, every error with the error schema', () => {
    for (const call of allCalls) {
      const op = operation(call.method, `/${call.path}`.replace(/\/:([A-Za-z_]+)\?$/, '').replace(/:([A-Za-z_]+)/g, '{$1}'));
      expect(op, call.path).toBeDefined();
      expect(op!.operationId).toBe(operationIdOf(call, false));
      expect(op!.summary).toBe(call.summary);
      expect(op!['x-access']).toBe(call.access);
      // Issue 64: an integration call also takes an integration key (Bearer), and says so.
      expect(op!.security).toEqual(call.access === 'public' ? [] : call.integration ? [{ session: [] }, { integrationKey: [] }] : [{ session: [] }]);
      expect(op!['x-integration'], call.path).toBe(call.integration ? true : undefined);
      for (const code of errorCodesOf(call)) {
        const answer = Object.values(op!.responses).find((r) => r.description.includes(code));
        expect(answer, `${call.path} ${code}`).toBeDefined();
        expect(answer!.content).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } });
      }
    }
    expect(document.components.schemas.ErrorResponse).toMatchObject({ required: ['success', 'code', 'message'] });
  });

  it('declares the idempotency and cart version headers and the content types of downloads', () => {
    const createOrder = operation('POST', '/cart/createOrder')!;
    expect(createOrder.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }),
        expect.objectContaining({ in: 'header', name: 'Cart-Version', required: false }),
      ]),
    );
    for (const call of allCalls.filter((c) => c.response === 'binary')) {
      expect(call.produces, `${call.path} declares its content types`).toBeDefined();
      const op = operation(call.method, `/${call.path}`.replace(/:([A-Za-z_]+)/g, '{$1}'))!;
      expect(Object.keys(op.responses['200']!.content!)).toEqual(call.produces);
    }
    expect(operation('POST', '/login')!.security).toEqual([]);
    expect(operation('GET', '/users')!['x-access']).toBe('admin');
  });

  // Issue 54 point 7: an admin save either creates (no id, no version) or edits (id and the version read, both
  // required), never a `version` that is "nullable but required" in words only.
  it.each([
    ['/users/update', 'user'],
    ['/product_groups/update', 'product_group'],
    ['/product_categories/update', 'product_category'],
    ['/cart_additions/update', 'cart_addition'],
  ])('%s declares its record as a creation or an edit with the version required', (path, key) => {
    type Branch = { title?: string; required?: string[]; properties: Record<string, { type?: string; nullable?: boolean; enum?: unknown[] }> };
    const body = (operation('POST', path)!.requestBody as { content: Record<string, { schema: { properties: Record<string, { allOf?: { anyOf: Branch[] }[] }> } }> }).content['application/json']!.schema;
    const branches = body.properties[key]!.allOf![0]!.anyOf!;
    const edit = branches.find((b) => b.title === 'Modifica')!;
    const creation = branches.find((b) => b.title === 'Creazione')!;
    expect(edit.required).toEqual(expect.arrayContaining(['id', 'version']));
    expect(edit.properties.version).toMatchObject({ type: 'integer' });
    expect(edit.properties.version!.nullable).toBeUndefined();
    expect(creation.required ?? []).not.toContain('version');
    expect(creation.properties.version).toMatchObject({ nullable: true, enum: [null] });
  });
});

describe('API document: multipart bodies', () => {
  it('documents the upload and the shop form as multipart/form-data with their files', () => {
    const upload = operation('POST', '/job/uploadImportFile') as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, { format?: string }>; required?: string[] } }> } };
    const schema = upload.requestBody.content['multipart/form-data']!.schema;
    expect(schema.properties.file).toMatchObject({ format: 'binary' });
    expect(schema.required).toEqual(['file']);
    const shop = operation('POST', '/shops/update') as unknown as typeof upload;
    const shopSchema = shop.requestBody.content['multipart/form-data']!.schema;
    expect(Object.keys(shopSchema.properties)).toEqual(expect.arrayContaining(['name', 'color', 'logo']));
    expect(shopSchema.properties.logo).toMatchObject({ format: 'binary' });
  });
});
