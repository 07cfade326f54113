import type { RpcErrorPayload } from '@streaming/contracts';

/** A rule was broken: carries the stable code, the HTTP status and the French message. */
export class DomainError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toPayload(): RpcErrorPayload {
    return { code: this.code, status: this.status, message: this.message, ...(this.extra ? { extra: this.extra } : {}) };
  }
}

type Catalog = Record<string, { status: number; message: string }>;

/** Builds a thrower bound to one error catalogue: `fail('EMAIL_TAKEN')`. */
export function errorFactory<C extends Catalog>(catalog: C) {
  return (code: keyof C & string, extra?: Record<string, unknown>): DomainError => {
    const entry = catalog[code];
    return new DomainError(code, entry.status, entry.message, extra);
  };
}
