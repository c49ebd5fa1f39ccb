import { ERROR_STATUS, type ErrorCode, type TErrorResponse, type TFieldError } from '@portale/contract/errors';

export type { ErrorCode as AppErrorCode } from '@portale/contract/errors';

/** A failure the client is told about: a code from the contract's table and an Italian message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: TFieldError[],
    /** Seconds the client should wait before trying again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Extra parts of the answer a client acts on (e.g. NOTE_CONFLICT's current_note). */
    readonly details?: Pick<TErrorResponse, 'current_note'>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(message = 'Elemento non trovato') {
    return new AppError('NOT_FOUND', message);
  }
  static forbidden(message = 'Operazione non consentita') {
    return new AppError('FORBIDDEN', message);
  }
  static unauthorized(message = 'Sessione scaduta o non valida: effettuare di nuovo l’accesso') {
    return new AppError('UNAUTHORIZED', message);
  }
  static badRequest(message: string) {
    return new AppError('BAD_REQUEST', message);
  }
  static conflict(message: string) {
    return new AppError('CONFLICT', message);
  }
  /** The database (or another dependency) cannot answer now; the client may retry shortly. */
  static unavailable(retryAfterSeconds = 5) {
    return new AppError('SERVICE_UNAVAILABLE', 'Servizio temporaneamente non disponibile: riprovare tra qualche istante', undefined, retryAfterSeconds);
  }
  /** One or more invalid fields, all reported at once. */
  static invalid(fields: TFieldError[]) {
    const message = fields.length === 1 ? fields[0]!.message : 'Alcuni dati non sono validi: correggere i campi indicati';
    return new AppError('VALIDATION_FAILED', message, fields);
  }
}
