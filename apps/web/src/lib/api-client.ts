import type { z } from 'zod';

/** An API failure with the server's Italian message (or a generic one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when a call answers 401: the session ended (expired, logged out elsewhere, user disabled). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls /api/{path}; parses the answer with the contract schema so the types come from one place. */
export async function apiRequest<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.infer<S>> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, headers = {}, signal } = options;
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Impossibile contattare il server: verificare la connessione');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && path !== 'login') unauthorizedListeners.forEach((l) => l());
    const message =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : 'Si è verificato un errore imprevisto';
    throw new ApiError(response.status, message);
  }
  return schema.parse(payload);
}

export function apiGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) {
  return apiRequest(path, schema, { signal });
}

export function apiPost<S extends z.ZodType>(path: string, schema: S, body: unknown = {}, headers?: Record<string, string>) {
  return apiRequest(path, schema, { method: 'POST', body, headers });
}

export function apiDelete<S extends z.ZodType>(path: string, schema: S) {
  return apiRequest(path, schema, { method: 'DELETE' });
}
