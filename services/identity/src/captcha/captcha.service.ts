import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CaptchaChallenge } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { fail } from '../auth/identity-errors.js';
import { checkChallenge, generateChallenge, issueChallenge } from './captcha.rules.js';

@Injectable()
export class CaptchaService {
  constructor(private readonly env: IdentityEnv) {}

  create(): CaptchaChallenge {
    return issueChallenge(this.env.CAPTCHA_SECRET, generateChallenge(), Date.now());
  }

  /**
   * Checks the answer and burns the challenge, right or wrong: each one is answered once.
   * A wrong answer throws CAPTCHA_INVALID carrying a new challenge.
   */
  async consume(token: string, answer: string, manager: EntityManager): Promise<void> {
    const result = checkChallenge(this.env.CAPTCHA_SECRET, token, answer, Date.now());
    let firstUse = false;
    if (result.id) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO captcha_uses (id, used_at) VALUES ($1, now()) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [result.id],
      );
      firstUse = rows.length > 0;
    }
    if (!result.ok || !firstUse) throw fail('CAPTCHA_INVALID', { captcha: this.create() });
  }
}
