const LOCALE = 'fr-FR';

/**
 * Formatters are built once: `toLocaleString(locale, options)` builds a new Intl.NumberFormat on every
 * call, which showed up as the costliest JavaScript of a page with a hundred cards.
 */
const counts = new Intl.NumberFormat(LOCALE);
const upToOneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const exactlyOneDecimal = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 12 345 */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** "1 film", "2 films": French plural for counts (0 and 1 are singular). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count <= 1 ? singular : pluralForm;
}

const oneDecimal = (value: number) => upToOneDecimal.format(value);

/** Views (spec section 9): "850", "1 000", then with 'k' above 1000: "1,5k", "12,3k", "1 250k". */
export function formatViews(views: number): string {
  return views > 1000 ? `${oneDecimal(Math.round(views / 100) / 10)}k` : formatCount(views);
}

/** "1,5k vues", "1 vue" */
export function formatViewsLabel(views: number): string {
  return `${formatViews(views)} ${plural(views, 'vue')}`;
}

/**
 * Budget and box office (spec section 9): millions with one decimal ("1,5 M €", "12,0 M €"),
 * otherwise thousands ("350 K €"); amounts under a thousand in euros ("800 €").
 */
export function formatMoney(amount: number): string {
  if (amount >= 1_000_000) {
    return `${exactlyOneDecimal.format(amount / 1_000_000)} M €`;
  }
  if (amount >= 1000) return `${formatCount(Math.round(amount / 1000))} K €`;
  return `${formatCount(amount)} €`;
}
