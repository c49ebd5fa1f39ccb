/** Error codes the handler maps to HTTP statuses; every 4xx carries an Italian message for the UI. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
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
}
