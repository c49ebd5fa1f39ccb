import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage, StoredFile } from '../../storage/file-storage';
import { findProductGroupCode } from './product-files.repository';

/** Where product files live in file storage (keys are codes, checked by the contract's pattern). */
export const productFileKeys = {
  image: (code: string) => `products/images/${code}.png`,
  groupImage: (groupCode: string) => `products/groups/${groupCode}.png`,
  sheet: (code: string) => `products/sheets/${code}.pdf`,
};

/** A product's picture: its own, else its group's (one picture per product family). */
export async function productImage(db: Db, storage: FileStorage, code: string): Promise<StoredFile> {
  const own = await storage.open(productFileKeys.image(code));
  if (own) return own;
  const group = await findProductGroupCode(db, code);
  const shared = group ? await storage.open(productFileKeys.groupImage(group)) : null;
  if (!shared) throw AppError.notFound('Immagine del prodotto non disponibile');
  return shared;
}

export async function productSheet(storage: FileStorage, code: string): Promise<StoredFile> {
  const file = await storage.open(productFileKeys.sheet(code));
  if (!file) throw AppError.notFound('Scheda del prodotto non disponibile');
  return file;
}

/** Which of these codes have a technical sheet (the catalogue links only those). */
export async function codesWithSheet(storage: FileStorage, codes: string[]): Promise<Set<string>> {
  const found = await Promise.all(codes.map(async (code) => ((await storage.exists(productFileKeys.sheet(code))) ? code : null)));
  return new Set(found.filter((c): c is string => c !== null));
}
