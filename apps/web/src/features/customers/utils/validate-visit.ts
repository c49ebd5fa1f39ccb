import { ZIsoDate } from '@portale/contract/common';
import { ZSaveVisitRequest } from '@portale/contract/visits';
import { businessToday } from '../../../lib/offline/server-date';

export interface VisitDraft {
  date_visit: string;
  notes: string;
}
export type VisitErrors = Partial<Record<keyof VisitDraft, string>>;

/**
 * The contract's date rule reads the device's clock; here "future" is by the server's calendar (server-date.ts), so a
 * visit dated on a tablet whose clock is wrong can still be given its real date.
 */
const ZVisitFields = ZSaveVisitRequest.pick({ notes: true }).extend({
  date_visit: ZIsoDate.refine((date) => date <= businessToday(), 'La data della visita non può essere futura'),
});

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
