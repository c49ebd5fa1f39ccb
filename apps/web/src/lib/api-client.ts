import { callPath, type CallDeclaration, type CallInput, type CallOutput } from '@portale/contract/call';
import { ERROR_STATUS, ZErrorResponse, type ErrorCode } from '@portale/contract/errors';
import { SESSION_USER_CHANGED_MESSAGE } from '@portale/contract/session-user';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, isTimeout } from './api-error';
import { answeredForAnotherUser, userHeaders } from './page-user';

export { ApiError };

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
/** Called when a call answers 401: the session ended (expired, logged out elsewhere, user disabled). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** A 401 met outside callApi's own page (the offline copy's worker): the listeners hear it as from any call. */
export function reportUnauthorized(): void {
  unauthorizedListeners.forEach((l) => l());
}

const userChangedListeners = new Set<Listener>();
/**
 * Called when an answer is for another user than the page's (issue 64, point 7): someone else signed in in another
 * tab. Nothing of that answer was applied; the page must stop working for its user and go to the login.
 */
export function onUserChanged(listener: Listener): () => void {
  userChangedListeners.add(listener);
  return () => userChangedListeners.delete(listener);
}

/** A change of user met outside callApi's own page (the offline copy's worker). */
export function reportUserChanged(): void {
  userChangedListeners.forEach((l) => l());
}

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called as the answer's body arrives, at each piece read (a caller can then give up on a stalled transfer only). */
  onProgress?: () => void;
}

type AnyInput = { params?: unknown; query?: unknown; body?: unknown };

/** The URL of a call (for links and downloads): `/api/` + path with params, plus the query string. */
export function callUrl<C extends CallDeclaration>(call: C, input: CallInput<C>): string {
  const { params, query } = input as AnyInput;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api/${callPath(call, (params ?? {}) as Record<string, unknown>)}${qs ? `?${qs}` : ''}`;
}

/** A stable TanStack Query key for a call and its input. */
export function callKey<C extends CallDeclaration>(call: C, input: CallInput<C>): readonly unknown[] {
  return [call.method, call.path, input];
}

/** The key prefix of every query of a call, whatever its input: for invalidating or patching them all. */
export function callScope(call: CallDeclaration): readonly unknown[] {
  return [call.method, call.path];
}

/** TanStack Query options for a declared call: its key and a fetcher that passes the query's abort signal. */
export function callQuery<C extends CallDeclaration>(call: C, input: CallInput<C>) {
  return queryOptions({ queryKey: callKey(call, input), queryFn: ({ signal }) => callApi(call, input, { signal }) });
}

/**
 * Makes a declared call and parses the answer with its response schema. The input is type-checked
 * against the declaration's `z.input` of params, query and body.
 */
export async function callApi<C extends CallDeclaration>(
  call: C,
  input: CallInput<C>,
  options: CallOptions = {},
): Promise<CallOutput<C>> {
  if (call.response === 'binary') throw new Error(`${call.path} is a download: link to callUrl() instead`);
  const { body } = input as AnyInput;
  const isForm = body instanceof FormData;
  // The page's user on every call (a caller working for a given user, as a kept logout, names it itself).
  const headers: Record<string, string> = { ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}), ...userHeaders(), ...options.headers };
  let response: Response;
  try {
    response = await fetch(callUrl(call, input), {
      method: call.method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (isGivenUp(error)) throw error;
    throw new ApiError(0, 'Impossibile contattare il server: verificare la connessione', 'NETWORK');
  }
  if (answeredForAnotherUser(headers, response)) {
    // Not read, not applied: the answer (or the server's refusal) is about another user's session.
    void response.body?.cancel().catch(() => {});
    reportUserChanged();
    throw new ApiError(409, SESSION_USER_CHANGED_MESSAGE, 'SESSION_USER_CHANGED');
  }
  options.onProgress?.();
  const payload: unknown = await (options.onProgress ? jsonWithProgress(response, options.onProgress) : response.json()).catch((error: unknown) => {
    // Cut off while the body arrived: no answer, not an empty one.
    if (isGivenUp(error)) throw error;
    return null;
  });
  if (!response.ok) {
    if (response.status === 401 && call.access !== 'public') reportUnauthorized();
    throw toApiError(response.status, payload);
  }
  return (call.response as { parse(value: unknown): CallOutput<C> }).parse(payload);
}

/** The body read piece by piece, `onProgress` called at each, then parsed as JSON. */
async function jsonWithProgress(response: Response, onProgress: () => void): Promise<unknown> {
  if (!response.body) return response.json();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onProgress();
    text += decoder.decode(value, { stream: true });
  }
  return JSON.parse(text + decoder.decode());
}

/** Aborted by the caller, or by its time limit (AbortSignal.timeout): the caller decides what that means. */
const isGivenUp = (error: unknown) => error instanceof DOMException && (error.name === 'AbortError' || isTimeout(error));

function toApiError(status: number, payload: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(payload);
  if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.code, parsed.data.fields ?? [], payload);
  // An answer without a contract code (a proxy in between, a maintenance page): keep its message if it has
  // one, and take the first code of its status.
  const loose = ZErrorResponse.pick({ message: true }).safeParse(payload);
  const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => ERROR_STATUS[c] === status) ?? 'INTERNAL';
  const fallback =
    status === 503 ? 'Servizio temporaneamente non disponibile: riprovare tra poco' : 'Si è verificato un errore imprevisto';
  return new ApiError(status, loose.success ? loose.data.message : fallback, code);
}
