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
}

/** Profile ids an actor may reach, or null for "all" (admins). Services build their `where` from it. */
export function reachableProfileIds(actor: Actor): number[] | null {
  return actor.isAdmin ? null : actor.profileIds;
}
