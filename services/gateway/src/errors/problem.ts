import type { ProblemDetails } from '@streaming/contracts';

const TITLES: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Non authentifié',
  403: 'Accès refusé',
  404: 'Introuvable',
  409: 'Conflit',
  413: 'Requête trop volumineuse',
  415: 'Type de contenu non pris en charge',
  429: 'Trop de requêtes',
  500: 'Erreur interne',
  503: 'Service indisponible',
  504: 'Délai dépassé',
};

export function problem(status: number, code: string, detail: string, extra: Record<string, unknown> = {}): ProblemDetails {
  return { type: `urn:streaming:problem:${code.toLowerCase().replace(/_/g, '-')}`, title: TITLES[status] ?? 'Erreur', status, code, detail, ...extra };
}
