import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { version } from '../version.js';

const DESCRIPTION = `The REST API behind Fractional, a marketplace where client businesses post projects and find
fractional experts. Every path lives under \`/api/v1\` and speaks JSON.

**Authentication.** Sign in with \`POST /api/v1/auth/email/login\` (or Google) and send the access token
as \`Authorization: Bearer <token>\`. Access tokens are short-lived; exchange the refresh token at
\`POST /api/v1/auth/refresh\`. Public: sign-in, sign-up, password reset, reference lists, config, health.

**Errors.** Validation and business rules answer \`422 {status, errors: {field: keyOrMessage}}\`
(nested fields as dotted paths). Every other failure answers \`{status, message}\`: 400 malformed body,
401 missing or dead session, 403 wrong role or not the owner, 404, 409, 413 body too large, 415 not JSON,
429 too many attempts, 503 database unavailable.`;

type Document = ReturnType<SwaggerTransformObject>;

function referencedNames(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1] ?? '');
}

/**
 * The zod transform emits every registered schema twice (`User` and `UserInput`, for requests);
 * keep only the components some path actually reaches, so the document lists what the API uses.
 */
function dropUnreferencedSchemas(document: Document): Document {
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas } = document.components;
  const reached = new Set<string>();
  const pending = referencedNames({ ...document, components: { ...document.components, schemas: {} } });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    pending.push(...referencedNames(schemas[name]));
  }
  // The document was just built by the zod transform, so trimming it in place touches nothing shared.
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  return document;
}

/**
 * The OpenAPI 3.1 document, generated from the same zod schemas that validate requests, with
 * Swagger UI at /api/docs (JSON at /api/docs/json). Register before the routes, so every route is seen.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fractional API', version, description: DESCRIPTION },
      tags: [
        { name: 'auth', description: 'Sign-up, sign-in, sessions and the signed-in user' },
        { name: 'profiles', description: 'Expert and client profiles' },
        { name: 'business-details', description: "A client's organisation" },
        { name: 'billing', description: 'An account’s billing details: the legal party its invoices name' },
        { name: 'projects', description: "A client's projects" },
        {
          name: 'invitations',
          description: 'Clients invite matched experts; experts accept with their hours or decline',
        },
        {
          name: 'open-briefs',
          description: 'Briefs clients open to every expert, the interest experts express, and invitations from it',
        },
        { name: 'squads', description: 'The experts who accepted, their hours, and the client dashboard' },
        { name: 'timesheets', description: 'A squad member’s hours per week, approved or rejected by the client' },
        { name: 'engagements', description: 'Outcomes, weekly check-ins and their ratings, progress and productivity' },
        {
          name: 'reviews',
          description: 'Both sides review an ended engagement, double-blind; the track record on cards and invitations',
        },
        { name: 'files', description: 'CV uploads' },
        { name: 'reference', description: 'Public reference lists (cached, with ETags)' },
        { name: 'system', description: 'Health, readiness and runtime settings' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token from sign-in or refresh',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => dropUnreferencedSchemas(jsonSchemaTransformObject(input)),
  });

  // Assets come from the npm package; nothing is fetched from a CDN, so the site CSP covers the UI.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    theme: { title: 'Fractional API' },
  });
}
