import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api), whether this code runs from its sources (apps/api/src/lib, under tsx or
 * vitest) or from the compiled bundle (apps/api/dist, where every module shares the bundle's import.meta.url).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const apiRoot = path.basename(here) === 'dist' ? path.dirname(here) : path.resolve(here, '../..');
