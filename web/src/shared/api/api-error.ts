import type { BanView, ProblemDetails } from '@streaming/contracts';

const STANDARD_FIELDS = new Set(['type', 'title', 'status', 'detail', 'code', 'instance', 'errors']);

/** French messages for failures that never reached the gateway's problem+json filter. */
function transportMessage(status: number): string {
  if (status === 0) return 'Erreur réseau. Vérifiez votre connexion et réessayez.';
  if (status === 429) return 'Trop de tentatives. Veuillez réessayer plus tard.';
  if (status === 502 || status === 503) return 'Service momentanément indisponible. Réessayez dans quelques instants.';
  if (status === 504) return 'Le serveur ne répond pas. Réessayez dans quelques instants.';
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A failed API call: the problem+json body the gateway sent (RFC 9457), or what is known
 * about a transport failure (status 0 for a network error).
 */
export class ApiError extends Error {
  readonly status: number;
  /** Stable code for programs (`CAPTCHA_INVALID`, `ACCOUNT_BANNED`, ...). */
  readonly code: string;
  /** The French message to show to people; empty when the server gave none. */
  readonly detail: string;
  /** Field-level messages of a validation failure. */
  readonly errors: string[];
  /** Every other member of the problem body (`ban`, `captcha`, ...). */
  readonly extra: Record<string, unknown>;

  constructor(status: number, code: string, detail: string, errors: string[] = [], extra: Record<string, unknown> = {}) {
    super(detail || `${code} (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.errors = errors;
    this.extra = extra;
  }

  static network(): ApiError {
    return new ApiError(0, 'NETWORK_ERROR', transportMessage(0));
  }

  /** Builds the error from a response status and its parsed body (null when not JSON). */
  static fromResponse(status: number, body: unknown): ApiError {
    const problem: Partial<ProblemDetails> = isRecord(body) ? body : {};
    const extra: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(problem)) {
      // RFC 9457's title is text; an object there is the route's own member (the catalogue card of 409 TITLE_ALREADY_AVAILABLE).
      if (!STANDARD_FIELDS.has(key) || (key === 'title' && typeof value !== 'string')) extra[key] = value;
    }
    const code = typeof problem.code === 'string' ? problem.code : `HTTP_${status}`;
    const detail = typeof problem.detail === 'string' && problem.detail ? problem.detail : transportMessage(status);
    const errors = Array.isArray(problem.errors) ? problem.errors.filter((e): e is string => typeof e === 'string') : [];
    return new ApiError(status, code, detail, errors, extra);
  }

  /** The ban carried by a 403 ACCOUNT_BANNED answer. */
  get ban(): BanView | null {
    const ban = this.extra.ban;
    return this.code === 'ACCOUNT_BANNED' && isRecord(ban) ? (ban as unknown as BanView) : null;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The server's French message when there is one, otherwise the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

/** The server's French message as a detail line under a screen's own error text (none when it gave none). */
export function errorDetails(error: unknown): string[] {
  return error instanceof ApiError && error.detail ? [error.detail] : [];
}

/**
 * The field-level messages of a validation failure to list under its main text (errorMessage): those
 * other than the main text itself, so that a single error is not shown twice.
 */
export function otherErrors(error: unknown): string[] {
  return error instanceof ApiError ? error.errors.filter((message) => message !== error.detail) : [];
}
