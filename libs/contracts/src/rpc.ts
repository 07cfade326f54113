/** Who is calling, as established by the gateway from a verified access token. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
  /** Id of the access token the gateway verified, when the token carries one. */
  tokenId?: string;
}

/**
 * The caller's context. The sender signs it (HMAC-SHA256 under a key of INTERNAL_SIGNING_KEYS),
 * bound to the subject and the data; a service refuses a request whose signature is missing, bad
 * or expired before any handler runs, so `actor` is never taken from an unsigned field.
 */
export interface RpcMeta {
  requestId: string;
  actor?: Actor;
  ip?: string;
  /** Signed at and valid until, in milliseconds since the epoch. */
  iat?: number;
  exp?: number;
  /** Id of the signing key, and the signature (base64url). */
  kid?: string;
  sig?: string;
}

/** Every request/reply payload sent over NATS has this envelope. */
export interface RpcRequest<T = unknown> {
  meta: RpcMeta;
  data: T;
}

/** Answer to a request whose caller context is not signed, badly signed or expired. */
export const UntrustedCaller = {
  code: 'UNTRUSTED_CALLER',
  status: 401,
  message: "Appel interne refusé : le contexte de l'appelant n'est pas signé ou n'est plus valide.",
} as const;

/** The error a service sends back; the gateway turns it into problem+json. */
export interface RpcErrorPayload {
  code: string;
  status: number;
  message: string;
  extra?: Record<string, unknown>;
}

/**
 * One item of a member batch: the gateway sends the same write of many members as one request (the
 * progress saves and views of everybody watching). `userId` is the member the item acts for: the
 * gateway took it from the member's verified access token, and the batch's signature covers it
 * like any other byte of the data. A batch is sent without an actor (it acts for no one member);
 * a service refuses a batch that carries one.
 */
export interface MemberItem<T> {
  userId: string;
  /** The HTTP request the item came from, for the logs. */
  requestId?: string;
  data: T;
}

export interface MemberBatch<T> {
  items: Array<MemberItem<T>>;
}

/** What one item of a batch came to: its answer, or the error it alone met. */
export type ItemOutcome<T> = { ok: T } | { error: RpcErrorPayload };

/** A batch's answer: one outcome per item, in the items' order. */
export interface BatchOutcomes<T> {
  outcomes: Array<ItemOutcome<T>>;
}

/** RFC 9457 body sent by the gateway. `detail` is the French message shown to people. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  instance?: string;
  errors?: string[];
  [extra: string]: unknown;
}
