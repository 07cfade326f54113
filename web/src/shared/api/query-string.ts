/** Values a list query may carry; undefined, null and blank text are left out. */
export type QueryValue = string | number | boolean | null | undefined;

/** "?page=2&sort=rating" (empty string when nothing is set), keys in the given order. */
export function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim() === '') continue;
    params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
