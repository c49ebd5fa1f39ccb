import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { allCalls } from '@portale/contract/calls';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentCalls } from './openapi-document';

/**
 * OpenAPI document and docs page at /api/docs, generated from the same declarations and zod schemas that
 * validate: the schemas give bodies and answers, the declarations the rest (openapi-document.ts).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portale agenti — API',
        version: '1.0.0',
        description:
          "API del portale agenti: la usano l'interfaccia web e il collegamento con il gestionale. Guida per chi integra: docs/INTEGRATION.md. Gli errori hanno sempre la forma `{success:false, code, message, fields?}`.",
        license: { name: 'Proprietaria: uso riservato al produttore e ai suoi agenti' },
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'portale_sid', description: 'Il cookie di sessione che POST /api/login imposta.' },
          integrationKey: {
            type: 'http',
            scheme: 'bearer',
            description: "Una chiave di integrazione (schermata 'Chiavi di integrazione', `pak_…`): vale solo per le chiamate con `x-integration: true`.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Only the OpenAPI form is generated (the `openapi` option above).
    transformObject: (document) => ('openapiObject' in document ? documentCalls(document.openapiObject, allCalls) : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
