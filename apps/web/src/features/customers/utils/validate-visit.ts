import { ZSaveVisitRequest } from '@portale/contract/visits';

export interface VisitDraft {
  date_visit: string;
  notes: string;
}
export type VisitErrors = Partial<Record<keyof VisitDraft, string>>;

const ZVisitFields = ZSaveVisitRequest.pick({ date_visit: true, notes: true });

/** Spec §5: date required (YYYY-MM-DD), notes longer than 4 characters; same rules as the server's contract. */
export function validateVisit(draft: VisitDraft): VisitErrors {
  const errors: VisitErrors = {};
  if (!draft.date_visit) errors.date_visit = 'La data della visita è obbligatoria';
  const parsed = ZVisitFields.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof VisitDraft;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
