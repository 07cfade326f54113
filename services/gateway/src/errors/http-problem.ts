import { HttpException } from '@nestjs/common';
import { CommonErrors, type CommonErrorCode } from '@streaming/contracts';

/** An HTTP error raised by the gateway itself (auth, role, ban, rate limit). */
export class HttpProblem extends HttpException {
  constructor(status: number, code: string, detail: string, extra?: Record<string, unknown>) {
    super({ code, detail, extra }, status);
  }

  static of(code: CommonErrorCode, extra?: Record<string, unknown>): HttpProblem {
    const e = CommonErrors[code];
    return new HttpProblem(e.status, code, e.message, extra);
  }
}
