import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { version } from '../version.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('GET /api/docs/json', () => {
  it('is an OpenAPI 3.1 document of the whole API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = JSON.parse(response.body);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Fractional API', version });
    expect(document.info.description).toMatch(/Bearer/);
    for (const path of [
      '/api/v1/auth/email/login',
      '/api/v1/auth/me',
      '/api/v1/projects',
      '/api/v1/ref-skills',
      '/api/v1/projects/{id}/shortlist',
      '/api/v1/projects/{id}/shortlist/{profileId}',
      '/api/v1/saved-searches',
      '/api/v1/saved-searches/{id}',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
  });

  it('names shared schemas as components and lists only the ones paths reach', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { schemas } = document.components;
    expect(schemas.User).toMatchObject({ type: 'object' });
    expect(schemas.User.properties).not.toHaveProperty('password');
    expect(document.paths['/api/v1/auth/me'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/User',
    });
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas)) expect(text).toContain(`"#/components/schemas/${name}"`);
  });

  it('marks signed-in routes with bearer security and leaves public ones open', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(paths['/api/v1/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/v1/auth/email/login'].post.security).toBeUndefined();
  });
});

describe('GET /api/docs', () => {
  it('serves Swagger UI from our own origin', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (response.statusCode >= 300 && response.statusCode < 400) {
      response = await t.app.inject({ method: 'GET', url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
    const scripts = [...response.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, 'http://localhost/api/docs/').pathname });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});
