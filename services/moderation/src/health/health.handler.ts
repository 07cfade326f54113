import { Controller } from '@nestjs/common';
import { ModerationPatterns } from '@streaming/contracts';
import { Infrastructure, type CheckResult, RpcPattern } from '@streaming/platform';

@Controller()
export class HealthHandler {
  constructor(private readonly infra: Infrastructure) {}

  @RpcPattern(ModerationPatterns.health)
  check(): Promise<Record<string, CheckResult>> {
    return this.infra.health();
  }
}
