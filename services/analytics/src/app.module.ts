import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Infrastructure } from '@streaming/platform';
import { AnalyticsEnv } from './config/analytics.env.js';
import { HealthHandler } from './health/health.handler.js';
import { CatalogueTitles } from './titles/catalogue-titles.js';
import { TitlesConsumer } from './titles/titles.consumer.js';
import { TitlesRepository } from './titles/titles.repository.js';
import { TitlesService } from './titles/titles.service.js';
import { TopHandler } from './top/top.handler.js';
import { TopRepository } from './top/top.repository.js';
import { TopService } from './top/top.service.js';
import { ViewsConsumer } from './views/views.consumer.js';
import { ViewsRepository } from './views/views.repository.js';
import { ViewsService } from './views/views.service.js';
import { VisitorsHandler } from './visitors/visitors.handler.js';
import { VisitorsRepository } from './visitors/visitors.repository.js';
import { VisitorsService } from './visitors/visitors.service.js';
import { VisitsHandler } from './visits/visits.handler.js';
import { VisitsRepository } from './visits/visits.repository.js';
import { VisitsService } from './visits/visits.service.js';

@Module({})
export class AppModule {
  static register(infra: Infrastructure, env: AnalyticsEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [VisitsHandler, VisitorsHandler, TopHandler, HealthHandler],
      providers: [
        { provide: Infrastructure, useValue: infra },
        { provide: AnalyticsEnv, useValue: env },
        { provide: DataSource, useValue: infra.dataSource },
        CatalogueTitles, TitlesRepository, TitlesService, TitlesConsumer,
        ViewsRepository, ViewsService, ViewsConsumer,
        VisitsRepository, VisitsService, VisitorsRepository, VisitorsService, TopRepository, TopService,
      ],
    };
  }
}
