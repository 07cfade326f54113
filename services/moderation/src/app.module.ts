import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure } from '@streaming/platform';
import { ModerationEnv } from './config/moderation.env.js';
import { CatalogueTitles } from './catalogue/catalogue-titles.js';
import { ContentDeletedConsumer } from './catalogue/content-deleted.consumer.js';
import { ContentDeletedRepository } from './catalogue/content-deleted.repository.js';
import { ContactHandler } from './contact/contact.handler.js';
import { ContactRepository } from './contact/contact.repository.js';
import { ContactService } from './contact/contact.service.js';
import { CountsHandler } from './counts/counts.handler.js';
import { ErasureConsumer } from './erasure/erasure.consumer.js';
import { ErasureRepository } from './erasure/erasure.repository.js';
import { HealthHandler } from './health/health.handler.js';
import { PopupsHandler } from './popups/popups.handler.js';
import { PopupsRepository } from './popups/popups.repository.js';
import { PopupsService } from './popups/popups.service.js';
import { ReportsHandler } from './reports/reports.handler.js';
import { ReportsRepository } from './reports/reports.repository.js';
import { ReportsService } from './reports/reports.service.js';
import { RequestsHandler } from './requests/requests.handler.js';
import { RequestsRepository } from './requests/requests.repository.js';
import { RequestsService } from './requests/requests.service.js';
import { ModerationTransactions } from './shared/moderation-transactions.js';

@Module({})
export class AppModule {
  static register(infra: Infrastructure, env: ModerationEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [ReportsHandler, RequestsHandler, PopupsHandler, ContactHandler, CountsHandler, HealthHandler],
      providers: [
        { provide: Infrastructure, useValue: infra },
        { provide: ModerationEnv, useValue: env },
        { provide: DataSource, useValue: infra.dataSource },
        ModerationTransactions, CatalogueTitles,
        ReportsRepository, ReportsService, RequestsRepository, RequestsService, PopupsRepository, PopupsService, ContactRepository, ContactService,
        ErasureRepository, ErasureConsumer, ContentDeletedRepository, ContentDeletedConsumer,
      ],
    };
  }
}
