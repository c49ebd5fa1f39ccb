import { ApiError } from './api-client';

/** A failed save split for a form: messages of its own fields, and what no field can show. */
export interface FormErrors {
  /** Field name (as the form names it) → message. */
  fields: Record<string, string>;
  /** Shown once at the top of the form, or null when every message found its field. */
  message: string | null;
}

/**
 * Maps a server answer's `fields` ('user.name') onto a form's fields ('name'), all at once. `prefix` is the
 * body's wrapper ('user.'); `known` lists the fields the form shows — the rest (and an answer without
 * fields) becomes the form's message, so every error is shown exactly once, next to what to correct.
 */
export function formErrorsFrom(error: unknown, known: readonly string[], prefix = ''): FormErrors {
  const fields: Record<string, string> = {};
  const other: string[] = [];
  if (error instanceof ApiError && error.fields.length > 0) {
    for (const f of error.fields) {
      const path = f.path.startsWith(prefix) ? f.path.slice(prefix.length) : f.path;
      const name = path.split('.')[0] ?? '';
      if (known.includes(name)) fields[name] ??= f.message;
      else other.push(f.message);
    }
    return { fields, message: other.length ? [...new Set(other)].join(' · ') : null };
  }
  const message = error instanceof Error && error.message ? error.message : 'Si è verificato un errore imprevisto';
  return { fields, message };
}
