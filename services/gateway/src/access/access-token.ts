import { jwtVerify } from 'jose';

export interface VerifiedToken {
  userId: string;
  issuedAt: number;
}

/** Verifies an access token locally (HS256, shared secret): no network hop. */
export class AccessTokenVerifier {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
      return { userId: payload.sub, issuedAt: payload.iat };
    } catch {
      return null;
    }
  }
}
