import { Injectable } from '@nestjs/common';
import type { CaptchaChallenge } from '@streaming/contracts';
import { IdentityEnv } from '../config/identity.env.js';
import { fail } from '../auth/identity-errors.js';
import { checkChallenge, generateChallenge, issueChallenge } from './captcha.rules.js';
import { CaptchaUsesRepository } from './captcha-uses.repository.js';

@Injectable()
export class CaptchaService {
  constructor(
    private readonly env: IdentityEnv,
    private readonly uses: CaptchaUsesRepository,
  ) {}

  create(): CaptchaChallenge {
    return issueChallenge(this.env.CAPTCHA_SECRET, generateChallenge(), Date.now());
  }

  /**
   * Checks the answer and burns the challenge, right or wrong: each one is answered once. The use
   * is committed before anything else happens, so no later failure of the sign-up (wrong answer,
   * address taken, weak password) hands it back. A refusal throws CAPTCHA_INVALID carrying a new
   * challenge.
   */
  async consume(token: string, answer: string): Promise<void> {
    const result = checkChallenge(this.env.CAPTCHA_SECRET, token, answer, Date.now());
    const firstUse = result.id ? await this.uses.markUsed(result.id) : false;
    if (!result.ok || !firstUse) throw fail('CAPTCHA_INVALID', { captcha: this.create() });
  }
}
