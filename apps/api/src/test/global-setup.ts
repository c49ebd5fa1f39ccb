import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template-db';

/** Vitest global setup of the API projects: migrates the template database once, before any test file. */
export default async function setup(project: TestProject) {
  const backend = (project.config.env as Record<string, string | undefined>).DB_BACKEND ?? process.env.DB_BACKEND;
  if (backend === 'postgres') {
    if (process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
  } else {
    await ensurePgliteTemplate();
  }
}
