/** 12 345 */
export function formatCount(value: number): string {
  return value.toLocaleString('fr-FR');
}

/** "1 film", "2 films": French plural for counts (0 and 1 are singular). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count <= 1 ? singular : pluralForm;
}
