import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (memory-hard, ~20 ms a hash on this class of machine).
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('password-di-confronto');
  return dummyHash;
}
