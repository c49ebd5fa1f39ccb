/** Who is calling: the session's user, with the agent profiles they may reach. */
export interface Actor {
  userId: number;
  role: string;
  isAdmin: boolean;
  sessionId: string;
  /** The user's own agent profiles; admins reach every profile regardless. */
  profileIds: number[];
  /** A confirmed authenticator app or a passkey (set from the session; absent in actors made by tools). */
  hasSecondFactor?: boolean;
}

/** Profile ids an actor may reach, or null for "all" (admins). Services build their `where` from it. */
export function reachableProfileIds(actor: Actor): number[] | null {
  return actor.isAdmin ? null : actor.profileIds;
}
