import { Controller } from '@nestjs/common';
import { AnalyticsPatterns } from '@streaming/contracts';
import { Infrastructure, type CheckResult, RpcPattern } from '@streaming/platform';

@Controller()
export class HealthHandler {
  constructor(private readonly infra: Infrastructure) {}

  @RpcPattern(AnalyticsPatterns.health)
  check(): Promise<Record<string, CheckResult>> {
    return this.infra.health();
  }
}
