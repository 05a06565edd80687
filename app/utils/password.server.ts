import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (about 17 ms per hash on our machines)
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    // spend comparable time so an unknown account is not told apart by timing
    await hash(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
