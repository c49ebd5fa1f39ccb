import type { Actor } from '../../lib/actor';

/** Carts are their author's alone; admins reach every cart (null = no user filter). */
export const cartOwnerScope = (actor: Actor): number | null => (actor.isAdmin ? null : actor.userId);
