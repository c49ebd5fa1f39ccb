import { AppError } from '../lib/app-error';

/**
 * The multipart parser's (busboy's) complaints about the body itself, raised as plain Errors: a body
 * that ends before its closing boundary, or a multipart content type without `boundary=`. They are the
 * client's fault, answered 400 like every other malformed body (answers null for any other error).
 */
export function multipartClientError(error: unknown): AppError | null {
  const message = error instanceof Error ? error.message : '';
  if (/^Multipart: Boundary not found/.test(message)) {
    return AppError.badRequest('Modulo multipart/form-data senza boundary nell\'intestazione Content-Type');
  }
  if (/unexpected end of multipart data|Unexpected end of (form|file)/i.test(message)) {
    return AppError.badRequest('Modulo multipart/form-data incompleto: il corpo finisce prima della sua chiusura');
  }
  return null;
}
