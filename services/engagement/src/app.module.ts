import { Module, type DynamicModule } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { WorkQueues } from '@streaming/contracts';
import { Infrastructure, QueueBarrier } from '@streaming/platform';
import { EngagementEnv } from './config/engagement.env.js';
import { FavoritesRepository } from './favorites/favorites.repository.js';
import { FavoritesService } from './favorites/favorites.service.js';
import { FavoritesHandler } from './favorites/favorites.handler.js';
import { ProgressRepository } from './progress/progress.repository.js';
import { ProgressService } from './progress/progress.service.js';
import { ProgressHandler } from './progress/progress.handler.js';
import { ProgressQueueConsumer } from './progress/progress-queue.consumer.js';
import { ViewsRepository } from './views/views.repository.js';
import { ViewsService } from './views/views.service.js';
import { ViewsHandler } from './views/views.handler.js';
import { UsersCountsRepository } from './users/users-counts.repository.js';
import { UsersCountsHandler } from './users/users-counts.handler.js';
import { UsersCountsService } from './users/users-counts.service.js';
import { PurgeRepository } from './purge/purge.repository.js';
import { PurgeConsumer } from './purge/purge.consumer.js';
import { HealthHandler } from './health/health.handler.js';

@Module({})
export class AppModule {
  static register(infra: Infrastructure, env: EngagementEnv): DynamicModule {
    return {
      module: AppModule,
      controllers: [FavoritesHandler, ProgressHandler, ViewsHandler, UsersCountsHandler, HealthHandler],
      providers: [
        { provide: Infrastructure, useValue: infra },
        { provide: EngagementEnv, useValue: env },
        { provide: DataSource, useValue: infra.dataSource },
        // What reads or removes progress rows waits on: the progress queue's read barrier (one per process).
        { provide: QueueBarrier, useValue: infra.queueBarrier(WorkQueues.engagementProgress) },
        FavoritesRepository, FavoritesService, ProgressRepository, ProgressService, ProgressQueueConsumer, ViewsRepository, ViewsService,
        UsersCountsRepository, UsersCountsService, PurgeRepository, PurgeConsumer,
      ],
    };
  }
}
