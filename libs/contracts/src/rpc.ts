/** Who is calling, as established by the gateway from a verified access token. */
export interface Actor {
  userId: string;
  isAdmin: boolean;
}

/** Every request/reply payload sent over NATS has this envelope. */
export interface RpcRequest<T = unknown> {
  meta: { requestId: string; actor?: Actor; ip?: string };
  data: T;
}

/** The error a service sends back; the gateway turns it into problem+json. */
export interface RpcErrorPayload {
  code: string;
  status: number;
  message: string;
  extra?: Record<string, unknown>;
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
