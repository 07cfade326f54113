import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ANALYTICS_RANGES, TOP_KINDS, type AnalyticsRange, type TopKind } from './types.js';

export const RANGE_MESSAGE = `Période inconnue : choisissez ${ANALYTICS_RANGES.join(', ')}.`;
export const TOP_KIND_MESSAGE = `Onglet inconnu : choisissez ${TOP_KINDS.join(', ')}.`;
export const VISITOR_ID_MESSAGE = "L'identifiant de visiteur doit être un UUID.";

/** `POST /api/visits`: the random id the browser keeps, nothing else. */
export class VisitDto {
  @IsUUID('all', { message: VISITOR_ID_MESSAGE })
  visitorId!: string;
}

/** `GET /api/admin/analytics/visitors?range=`. */
export class AnalyticsRangeQuery {
  @IsIn(ANALYTICS_RANGES, { message: RANGE_MESSAGE })
  range!: AnalyticsRange;
}

/** `GET /api/admin/analytics/top?range=&kind=` (kind: all by default). */
export class TopQuery extends AnalyticsRangeQuery {
  @IsOptional()
  @IsIn(TOP_KINDS, { message: TOP_KIND_MESSAGE })
  kind?: TopKind;
}
