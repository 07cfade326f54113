import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { IdentityPatterns, type IssuedSession } from '@streaming/contracts';
import { RpcCallError } from '@streaming/platform';
import { RpcService, type GatewayRequest } from '../rpc/rpc.service.js';
import { LoginThrottle } from '../rate-limit/login-throttle.service.js';
import { AccessStateService } from '../access/access-state.service.js';

export const LOCAL_STRATEGY = 'local';

/**
 * Sign-in with e-mail and password (passport-local), used by POST /api/auth/login through
 * LocalAuthGuard, which validates the body first. The login throttle admits the attempt before
 * the password is checked; identity checks it (argon2id) and opens the session; a wrong password
 * counts against the address, a success clears the (address, account) pair. The "user" it hands
 * to the route is the session identity issued, which the route sends as the session cookie.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(
    private readonly rpc: RpcService,
    private readonly loginThrottle: LoginThrottle,
    private readonly access: AccessStateService,
  ) {
    super({ usernameField: 'email', passReqToCallback: true });
  }

  async validate(req: GatewayRequest, email: string, password: string): Promise<IssuedSession> {
    await this.loginThrottle.admit(req.ip, email);
    let session: IssuedSession;
    try {
      session = await this.rpc.call(IdentityPatterns.login, { email, password }, req);
    } catch (err) {
      if (err instanceof RpcCallError && err.status === 401) await this.loginThrottle.failed(req.ip);
      throw err;
    }
    await this.loginThrottle.succeeded(req.ip, email);
    await this.access.drop(session.user.id);
    return session;
  }
}
