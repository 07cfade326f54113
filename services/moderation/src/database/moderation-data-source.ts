import { createDataSource, InboxEntity, OutboxEntity } from '@streaming/platform';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { PopupMessageEntity } from '../popups/popup-message.entity.js';
import { ReportCountEntity, ReportEntity } from '../reports/report.entity.js';
import { ContentRequestEntity, RequestMemberEntity } from '../requests/content-request.entity.js';
import { ModerationInit1796000000000 } from './migrations/1796000000000-moderation-init.js';
import { ReportProblemIndex1796100000000 } from './migrations/1796100000000-report-problem-index.js';

export const MODERATION_SCHEMA = 'moderation';

export function createModerationDataSource(url: string, poolSize?: number) {
  return createDataSource({
    url,
    schema: MODERATION_SCHEMA,
    entities: [ReportEntity, ReportCountEntity, ContentRequestEntity, RequestMemberEntity, PopupMessageEntity, ContactMessageEntity, OutboxEntity, InboxEntity],
    migrations: [ModerationInit1796000000000, ReportProblemIndex1796100000000],
    poolSize,
  });
}
