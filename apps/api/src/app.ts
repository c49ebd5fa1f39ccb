import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { QuietRequestLog, loggerOptions } from './http/logger-options';
import { createSecretBox, resolveAppSecret, type SecretBox } from './lib/secret-box';
import { accessPlugin } from './plugins/access';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { inputTextPlugin } from './plugins/input-text';
import { openapiPlugin } from './plugins/openapi';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticSpaPlugin } from './plugins/static-spa';
import { apiModules } from './modules/index';
import { markWrites } from './http/read-db';
import { JobEngine } from './jobs/engine';
import { commandRegistry } from './jobs/registry';
import { metricsPlugin } from './plugins/metrics';
import { compressionPlugin } from './plugins/compression';
import { requestIdOf } from './http/request-id';
import { canonicalUrl } from './http/canonical-url';
import { fastifyTrustProxy } from './http/trusted-proxies';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    secrets: SecretBox;
    jobs: JobEngine;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Run queued commands in this process (default: config WORKER). */
  worker?: boolean;
}

export async function buildApp({ config, database, serveWeb = true, worker = config.jobs.worker }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new QuietRequestLog(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // One path model (issue 64): the router, the access rule and every plugin read the canonical target
    // (`/%61pi//users/` is `/api/users`), and the declared words of a path match in any case.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
    // Ids and profile codes are short: a longer path parameter is refused (414, Italian JSON via frameworkErrors).
    routerOptions: { maxParamLength: 100, caseSensitive: false },
    frameworkErrors,
    // A caller's X-Request-Id (a load balancer's) is kept when it is a plain token; otherwise a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  // Every answer names its request, as every log line of it does (reqId).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  // Bodies are JSON (or multipart where a call says so): a JSON text sent as text/plain is 415, not read as a string.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database);
  app.decorate('secrets', createSecretBox(resolveAppSecret(config.appSecret, config.dataDir)));
  // The job engine: every process can queue; with the worker on it also runs commands.
  const jobs = new JobEngine(database, config, commandRegistry, { worker });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  await app.register(accessPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(inputTextPlugin);
  await app.register(cookie);
  markWrites(app);
  await app.register(sameOriginPlugin);
  await app.register(sessionPlugin);
  await app.register(openapiPlugin);
  await app.register(metricsPlugin);
  await app.register(
    async (api) => {
      // The API's answers only: the web app's files are served precompressed (static-spa).
      await api.register(compressionPlugin);
      for (const register of apiModules) await api.register(register);
    },
    { prefix: '/api' },
  );
  if (serveWeb) await app.register(staticSpaPlugin);
  return app;
}
