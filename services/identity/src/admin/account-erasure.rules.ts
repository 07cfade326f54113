/** The account an operator names: its id, or its e-mail address (stored lower-case). */
export type AccountRef = { id: string } | { email: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the operator typed, as an account reference: an id (a UUID), or an e-mail address (trimmed,
 * lower-cased, as accounts store it); null when it is neither.
 */
export function accountRef(input: string | undefined): AccountRef | null {
  const value = input?.trim() ?? '';
  if (UUID.test(value)) return { id: value.toLowerCase() };
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { email: value.toLowerCase() };
  return null;
}

const normalized = (address: string | null | undefined): string => address?.trim().toLowerCase() ?? '';

/**
 * The addresses whose waiting mail goes with an erased account: the account's own address, its
 * pending one and those its links were sent to, each once; never an address another account holds
 * (its mail is that account's).
 */
export function addressesToForget(memberAddresses: ReadonlyArray<string | null | undefined>, heldByOthers: readonly string[]): string[] {
  const others = new Set(heldByOthers.map(normalized));
  const kept = new Set(memberAddresses.map(normalized));
  kept.delete('');
  return [...kept].filter((address) => !others.has(address));
}
