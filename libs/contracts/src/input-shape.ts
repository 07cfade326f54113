/** A plain object (not null, not an array): what a DTO's fast check starts from. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every own key of `v` is one of `allowed` (the DTO's whitelist refuses any other). */
export const onlyKeys = (v: Record<string, unknown>, allowed: ReadonlySet<string>) => Object.keys(v).every((k) => allowed.has(k));
