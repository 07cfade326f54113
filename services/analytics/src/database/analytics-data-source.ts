import { createDataSource, OutboxEntity } from '@streaming/platform';
import { TitleDayViewsEntity, TitleMonthViewsEntity, ViewEventEntity } from '../views/view.entity.js';
import { TitleEntity } from '../titles/title.entity.js';
import { DayVisitorsEntity, MonthVisitorsEntity, VisitEntity, VisitorEntity, VisitorMonthEntity } from '../visits/visit.entity.js';
import { AnalyticsInit1796100000000 } from './migrations/1796100000000-analytics-init.js';

export const ANALYTICS_SCHEMA = 'analytics';

export function createAnalyticsDataSource(url: string, poolSize?: number) {
  return createDataSource({
    url,
    schema: ANALYTICS_SCHEMA,
    entities: [
      ViewEventEntity, TitleDayViewsEntity, TitleMonthViewsEntity, TitleEntity, VisitEntity, VisitorEntity, VisitorMonthEntity, DayVisitorsEntity, MonthVisitorsEntity, OutboxEntity,
    ],
    migrations: [AnalyticsInit1796100000000],
    poolSize,
  });
}
