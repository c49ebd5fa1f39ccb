import { z } from 'zod';

/**
 * Every error code the API answers, with its HTTP status: the one table both sides read.
 * Generic codes first, then domain codes a client may act on (e.g. reload on STALE_VERSION).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** An admin without a second factor while the portal requires one: only setting one up is allowed (issue 57). */
  SECOND_FACTOR_REQUIRED: 403,
  /** A wrong, used or expired one-time code, recovery code or passkey answer (400, not 401: the session stays). */
  SECOND_FACTOR_INVALID: 400,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE_VERSION: 409,
  DUPLICATE_KEY: 409,
  CART_BOUND_ELSEWHERE: 409,
  /**
   * An Idempotency-Key already used by this user for a different request (another call, path or body): 422 as the
   * IETF Idempotency-Key draft says (the request cannot be processed with that key); 409 stays for conflicts.
   */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The customer note changed since the version the device based its edit on: the answer carries current_note. */
  NOTE_CONFLICT: 409,
  /** X-Author-Id names a user other than the session's: a write queued by another user is never filed as this one's. */
  AUTHOR_MISMATCH: 409,
  /** X-Portale-User names a user other than the session's: another user signed in in another tab (issue 64, point 7). */
  SESSION_USER_CHANGED: 409,
  /** A line breaks its product's minimum or pack multiple (issue 56): `fields` names each line with the fix. */
  QUANTITY_RULE: 400,
  /** An order below its price list's minimum goods amount (a quote may still be saved). */
  ORDER_MINIMUM: 400,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Public warranty activation: unknown code, bad check symbol or a type without activation (one answer). */
  WARRANTY_CODE_REJECTED: 400,
  WARRANTY_ALREADY_ACTIVATED: 409,
  TOO_MANY_ATTEMPTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ZErrorCode = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** One invalid field of a request: its path as `user.name`, and an Italian message for that field. */
export const ZFieldError = z.object({ path: z.string(), message: z.string() });
export type TFieldError = z.infer<typeof ZFieldError>;

/** The body of every 4xx/5xx answer: an Italian message the UI can show, a code it can act on. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  code: ZErrorCode,
  message: z.string(),
  /** Every invalid field at once (VALIDATION_FAILED and QUANTITY_RULE). */
  fields: z.array(ZFieldError).optional(),
  /** NOTE_CONFLICT only: the note as stored now (version 0, content '' when there is none), to show next to the device's. */
  current_note: z.object({ content: z.string(), version: z.number().int() }).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
