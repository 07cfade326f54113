import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CataloguePatterns } from '@streaming/contracts';
import { Infrastructure, type CheckResult } from '@streaming/platform';

@Controller()
export class HealthHandler {
  constructor(private readonly infra: Infrastructure) {}

  @MessagePattern(CataloguePatterns.health)
  check(): Promise<Record<string, CheckResult>> {
    return this.infra.health();
  }
}
