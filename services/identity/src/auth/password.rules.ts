import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN } from '@streaming/contracts';

/** The most common passwords of public leak lists (lower-case), refused at sign-up, reset and change. */
export const COMMON_PASSWORDS = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 1234567 111111 1234567890 123123 abc123 1234 password1 iloveyou
  1q2w3e4r 000000 qwerty1 123321 654321 666666 121212 112233 987654321 dragon monkey letmein football baseball
  master shadow sunshine princess azerty azerty123 azertyuiop motdepasse motdepasse1 soleil bonjour doudou loulou
  chouchou marseille nicolas camille123 123456a a123456 welcome welcome1 admin admin123 root toor passw0rd p@ssw0rd
  trustno1 superman batman starwars whatever freedom hello123 charlie michael jordan23 123qwe zxcvbnm asdfgh
  azerty1 1qaz2wsx qazwsx 7777777 555555 159753 147258369 123654 88888888 987654 11111111 00000000 12341234
  aaaaaa abcdef abcd1234 secret secret123 test123 test1234 password123 motdepasse123 jetaime jetaime1 chocolat`
    .split(/\s+/)
    .filter(Boolean),
);

export type PasswordProblem = 'too_short' | 'too_common';

export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'too_short';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'too_common';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
