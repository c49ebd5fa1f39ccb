import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * An editable table row: a draft of the row and its 'modified' flag, set by any edit (it enables the
 * row's Save). Key the row component by id and version, so a saved row starts again unmodified.
 */
export function useRowDraft<T extends object>(row: T) {
  const [draft, setDraft] = useState(row);
  const [modified, setModified] = useState(false);
  return {
    draft,
    modified,
    set(patch: Partial<T>) {
      setDraft((d) => ({ ...d, ...patch }));
      setModified(true);
    },
  };
}

/** A failed save's invalid fields by their last path segment (`cart_addition.weight_max` → `weight_max`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fields.map((f) => [f.path.split('.').pop() ?? f.path, f.message]));
}
