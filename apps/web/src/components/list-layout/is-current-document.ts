interface Context {
  profile: { external_id: string } | null;
  customer: { id: number } | null;
}

/** True when the document's profile and customer are already the current ones: 'Attiva' would change nothing. */
export function isCurrentDocument(current: Context | null | undefined, doc: { profile_external_id: string; customer: { id: number } }): boolean {
  return current?.profile?.external_id === doc.profile_external_id && current?.customer?.id === doc.customer.id;
}
