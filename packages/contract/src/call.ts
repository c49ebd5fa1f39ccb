import type { z } from 'zod';
import type { ErrorCode } from './errors';

/** Who may make a call: anyone, any logged-in user, agents only (not administrators), or administrators only. */
export type Access = 'public' | 'user' | 'agent' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One API call, declared once: the server registers its route from this (validation, answer
 * filtering, OpenAPI, access guard) and the web derives its typed fetcher, URL and query key.
 *
 * `path` is relative to /api in Fastify syntax: `orders/getOrderItems/:id`; a trailing optional
 * segment `:profile?` serves both `…/getProfileOrders` and `…/getProfileOrders/{profile}`.
 */
export interface CallDeclaration {
  method: HttpMethod;
  path: string;
  access: Access;
  /** OpenAPI group. */
  tag: string;
  /** One Italian line for the API document (what the call does). */
  summary: string;
  /** More Italian prose for the API document, when the summary is not enough. */
  description?: string;
  /**
   * The domain error codes the call can answer besides those its shape implies (validation, session, role,
   * cross-site, not found, size, server): the API document lists them with the error schema.
   */
  errors?: readonly ErrorCode[];
  /** Request headers the call reads (documented as parameters). */
  headers?: readonly CallHeader[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body schema, or 'multipart' for form uploads (files parsed by the route). */
  body?: z.ZodType | 'multipart';
  /** A multipart body's text fields (as a schema) and files, for the API document. */
  multipart?: { fields?: z.ZodType; files: readonly CallHeader[] };
  /** The 200 answer, or 'binary' for file downloads (PDF, CSV…). */
  response: z.ZodType | 'binary';
  /** The content types of a binary answer. */
  produces?: readonly string[];
  /** Reached by an admin whom the portal requires a second factor of before he has one (its setup). */
  beforeSecondFactor?: boolean;
  /** A GET that changes state (kept for a spec path): the server refuses it cross-site like POST. */
  changesState?: boolean;
  /**
   * An integration call (issue 64): an integration key ('Chiavi di integrazione', `Authorization: Bearer …`) may
   * make it, with an administrator's rights; a key is refused on every call without this flag. Only on admin calls.
   */
  integration?: boolean;
}

/** A request header, or a file of a multipart body. */
export interface CallHeader {
  name: string;
  required: boolean;
  /** A header carrying a number (documented as an integer); text otherwise. */
  integer?: boolean;
  /** Italian, for the API document. */
  description: string;
}

/** Declares a call; `const` keeps the literal method, path and schemas in the type. */
export function defineCall<const C extends CallDeclaration>(call: C): C {
  return call;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: only the parts the call declares (params, query, body). */
export type CallInput<C extends CallDeclaration> = (C['params'] extends z.ZodType ? { params: InputOf<C['params']> } : { params?: never }) &
  (C['query'] extends z.ZodType ? { query: InputOf<C['query']> } : { query?: never }) &
  (C['body'] extends z.ZodType ? { body: InputOf<C['body']> } : C['body'] extends 'multipart' ? { body: FormData } : { body?: never });

/** What the call answers (parsed), or never for binary downloads. */
export type CallOutput<C extends CallDeclaration> = OutputOf<C['response']>;
/** What a handler may return before the response schema filters it. */
export type CallReply<C extends CallDeclaration> = C['response'] extends z.ZodType ? z.input<C['response']> : never;

/** The request path (without /api/) for given params: `:name` filled, an absent `:name?` dropped. */
export function callPath(call: Pick<CallDeclaration, 'path'>, params: Record<string, unknown> = {}): string {
  return call.path.replace(/\/:([A-Za-z_]+)(\?)?/g, (_, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter ${name} for ${call.path}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}

