import type { Config } from '../config';
import type { Database } from '../db/client';
import { profiles, userProfiles, users } from '../db/schema/index';
import { hashPassword } from '../lib/password';

export const DEMO_PASSWORD = 'demo';
export const DEMO_LOGINS = [
  { email: 'admin@example.com', name: 'Amministratore', role: 'admin' },
  { email: 'agente1@example.com', name: 'Mario Rossi', role: 'agent' },
  { email: 'agente2@example.com', name: 'Giulia Bianchi', role: 'agent' },
] as const;

// Placeholder until the full Italian demo generator lands: users and profiles only.
export async function loadDemoData(database: Database, _config: Config): Promise<void> {
  const { db } = database;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await db
    .insert(users)
    .values(DEMO_LOGINS.map((u) => ({ ...u, passwordHash })))
    .returning({ id: users.id, email: users.email });
  const [p1, p2] = await db
    .insert(profiles)
    .values([
      { externalId: 'A001', companyName: 'Mario Rossi' },
      { externalId: 'A002', companyName: 'Giulia Bianchi' },
    ])
    .returning({ id: profiles.id });
  const byEmail = new Map(inserted.map((u) => [u.email, u.id]));
  await db.insert(userProfiles).values([
    { userId: byEmail.get('agente1@example.com')!, profileId: p1.id },
    { userId: byEmail.get('agente2@example.com')!, profileId: p2.id },
  ]);
}
