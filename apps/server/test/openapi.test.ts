import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// DESIGN §6 "Outside checks": the published description loads in standard tools. Whether the
// traffic matches it is checked on every API test (openapi-traffic.ts, wired in helper.ts).

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let document: Json;
const operations: { method: string; path: string; operation: Json }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.call('GET', '/api/openapi.json')).body;
  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      operations.push({ method, path, operation });
    }
  }
});
afterAll(() => t.close());

const where = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('GET /api/openapi.json', () => {
  it('is valid OpenAPI 3.1 with every reference resolved', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(
      ([, reference]) => reference!,
    );
    expect(references.length).toBeGreaterThan(100);
    const resolved = await SwaggerParser.resolve(structuredClone(document) as never);
    expect(references.filter((reference) => !resolved.exists(reference, {}))).toEqual([]);
  });

  it('names the recursive menu tree as a component', () => {
    expect(document.components.schemas.MenuNode.properties.children.items).toEqual({
      $ref: '#/components/schemas/MenuNode',
    });
  });

  it('states the security of every operation, public ones as an empty list', () => {
    const missing = operations.filter(({ operation }) => !Array.isArray(operation.security));
    expect(missing.map(where)).toEqual([]);
    const bySecurity = (path: string, method = 'get') => document.paths[path][method].security;
    expect(bySecurity('/api/health')).toEqual([]);
    expect(bySecurity('/api/login', 'post')).toEqual([]);
    expect(bySecurity('/api/orders')).toEqual([{ token: [] }]);
    expect(bySecurity('/api/uploads/{id}')).toEqual([{ token: [] }, { adminTokenCookie: [] }]);
    expect(bySecurity('/api/storefront/orders')).toEqual([{ customerToken: [] }]);
  });

  it('declares the error answers: the envelope with the codes of each status', () => {
    const lacking = operations.filter(({ operation }) =>
      ['400', '500', '503'].some((status) => !operation.responses[status]),
    );
    expect(lacking.map(where)).toEqual([]);
    // Secured: at least one requirement, and no empty one (an anonymous caller is refused).
    const secured = operations.filter(
      ({ operation }) =>
        operation.security.length > 0 &&
        operation.security.every((requirement: Json) => Object.keys(requirement).length > 0),
    );
    const without401 = secured.filter(({ operation }) => !operation.responses['401']);
    expect(without401.map(where)).toEqual([]);
    const schemas = document.components.schemas;
    expect(schemas.Error401.properties.code.enum).toEqual(['1007']);
    expect(schemas.Error409.properties.code.enum).toEqual(['1004']);
    expect(schemas.Error429.properties.code.enum).toEqual(['1005']);
    expect(schemas.Error500.properties.code.enum).toEqual(['9999']);
    // docs/operations.md "Request ids": a server failure names its request.
    expect(schemas.Error500.properties.content.required).toEqual(['requestId']);
    expect(schemas.Error503.properties.content.required).toEqual(['requestId']);
    const login = document.paths['/api/login'].post.responses;
    expect(Object.keys(login)).toEqual(
      expect.arrayContaining(['200', '400', '403', '413', '415', '429', '500', '503']),
    );
  });

  it('requires merchants_id, as an id, where the merchant context reads it', () => {
    const orders = document.paths['/api/orders'].get.parameters;
    expect(orders.find((p: Json) => p.name === 'merchants_id')).toMatchObject({
      in: 'query',
      required: true,
      schema: { type: 'string', pattern: '^[1-9]\\d{0,15}$' },
    });
    const remark =
      document.paths['/api/orders/{id}/remark'].put.requestBody.content['application/json'].schema;
    expect(remark.required).toContain('merchants_id');
    const stringIds = operations.filter(({ operation }) =>
      (operation.parameters ?? []).some(
        (p: Json) => p.name === 'merchants_id' && p.schema.type === 'string' && !p.schema.pattern,
      ),
    );
    expect(stringIds.map(where)).toEqual([]);
  });

  it('keeps dates between 1970 and 9999 and drops paging from the order summary', () => {
    const params = document.paths['/api/orders/summary'].get.parameters.map((p: Json) => p.name);
    expect(params).not.toContain('last_id');
    expect(params).not.toContain('pageSize');
    const createdFrom = document.paths['/api/orders'].get.parameters.find(
      (p: Json) => p.name === 'createdFrom',
    );
    const yearRange = new RegExp(createdFrom.schema.allOf[0].pattern);
    expect(yearRange.test('0000-01-01')).toBe(false);
    expect(yearRange.test('1969-12-31')).toBe(false);
    expect(yearRange.test('1970-01-01')).toBe(true);
    expect(yearRange.test('9999-12-31')).toBe(true);
  });

  it('describes the multipart uploads and the seven file answers', () => {
    for (const path of ['/api/uploads', '/api/storefront/uploads']) {
      const body = document.paths[path].post.requestBody;
      expect(body.content['multipart/form-data'].schema.required).toEqual(['file']);
    }
    const files = operations.filter(({ operation }) => {
      const types = Object.keys(operation.responses['200']?.content ?? {});
      return types.length > 0 && !types.includes('application/json');
    });
    expect(files.map(where).sort()).toEqual([
      'get /api/customers/export.csv',
      'get /api/orders/export.csv',
      'get /api/storefront/activities/{id}/cover',
      'get /api/storefront/reviews/{id}/images/{imageId}',
      'get /api/storefront/uploads/{id}',
      'get /api/trail/export.csv',
      'get /api/uploads/{id}',
    ]);
  });

  it('serves a readable reference of it at /api/docs', async () => {
    const page = await t.call('GET', '/api/docs');
    const html = page.status === 302 ? await t.call('GET', page.headers.location as string) : page;
    expect(html.status).toBe(200);
    expect(String(html.body)).toContain('swagger-ui');
    const specification = await t.call('GET', '/api/docs/json');
    expect(specification.body).toEqual(document);
  });
});
