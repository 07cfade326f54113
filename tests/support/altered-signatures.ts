const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Unused low bits of the last character of an unpadded base64url text of this length. */
const unusedBits = (length: number) => [0, 0, 4, 2][length % 4];

/**
 * Altered forms of a signature written in base64url, each to be refused wherever the signature
 * itself is accepted: every other last character that differs only in the bits a lenient decoder
 * drops (Node's reads them as the very same bytes), another last character, padding, junk after it.
 */
export function alteredSignatures(sig: string): Array<[string, string]> {
  const last = ALPHABET.indexOf(sig.at(-1)!);
  const bits = unusedBits(sig.length);
  const head = sig.slice(0, -1);
  const lowBits = Array.from({ length: 1 << bits }, (_, i) => (last & ~((1 << bits) - 1)) + i)
    .filter((v) => v !== last)
    .map((v): [string, string] => [`last character ${ALPHABET[v]} (unused bits only)`, head + ALPHABET[v]]);
  const other = ALPHABET[(last + (1 << bits)) % 64];
  return [
    ...lowBits,
    [`last character ${other}`, head + other],
    ['padding', `${sig}=`],
    ['junk after it', `${sig}!!`],
  ];
}
