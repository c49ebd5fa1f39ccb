import type { CallDeclaration, CallReply } from '@portale/contract/call';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request a handler of call C receives: params, query and body already parsed by C's schemas. */
export type CallRequest<C extends CallDeclaration> = FastifyRequest<{
  Params: Out<C['params']>;
  Querystring: Out<C['query']>;
  Body: Out<C['body']>;
}>;

/** A JSON call answers its response's input shape (the schema filters it); a binary one sends through reply. */
export type CallHandler<C extends CallDeclaration> = (
  request: CallRequest<C>,
  reply: FastifyReply,
) => C['response'] extends z.ZodType ? Promise<CallReply<C>> : Promise<FastifyReply>;

/**
 * Registers the route of a declared call: the only way routes are added under /api. Method, URL,
 * schemas (validation, answer filtering, OpenAPI) and the access rule all come from the declaration.
 */
export function registerCall<C extends CallDeclaration>(app: FastifyInstance, call: C, handler: CallHandler<C>): void {
  const schema: Record<string, unknown> = { tags: [call.tag] };
  if (call.summary) schema.summary = call.summary;
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body && call.body !== 'multipart') schema.body = call.body;
  if (call.response !== 'binary') schema.response = { 200: call.response };
  const route = (url: string, routeSchema: Record<string, unknown>) => {
    app.route({
      method: call.method,
      url,
      schema: routeSchema,
      config: { access: call.access, call },
      handler: handler as unknown as RouteOptions['handler'],
    });
  };
  // An optional last segment is two routes, so each documents exactly the parameters it has.
  const optional = /\/:[A-Za-z_]+\?$/.exec(call.path);
  if (!optional) return route(`/${call.path}`, schema);
  const { params: _withoutSegment, ...shortSchema } = schema;
  route(`/${call.path.slice(0, optional.index)}`, shortSchema);
  route(`/${call.path.slice(0, -1)}`, schema);
}
