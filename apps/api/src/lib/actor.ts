/** Who is calling: the session's user, with the agent profiles they may reach. */
export interface Actor {
  userId: number;
  role: string;
  isAdmin: boolean;
  sessionId: string;
  /** The user's own agent profiles; admins reach every profile regardless. */
  profileIds: number[];
  /** This session proved a second factor, as it opened or by enrolling one (absent in actors made by tools). */
  sessionSecondFactor?: boolean;
  /**
   * Set when the caller is an integration key, not a person (issue 64): it reaches only the integration calls, with
   * an administrator's rights; `userId` is then 0 (no user), so writes record the key (e.g. command_runs.created_by_key).
   */
  apiKey?: { id: number; name: string };
}

/** The user a write records as its author: null for an integration key (the key is recorded instead). */
export const authorUserId = (actor: Actor): number | null => (actor.apiKey ? null : actor.userId);

/** Profile ids an actor may reach, or null for "all" (admins). Services build their `where` from it. */
export function reachableProfileIds(actor: Actor): number[] | null {
  return actor.isAdmin ? null : actor.profileIds;
}
