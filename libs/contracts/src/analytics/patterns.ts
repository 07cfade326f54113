/** NATS request/reply patterns answered by the analytics service (`analytics.<entity>.<verb>`). */
export const AnalyticsPatterns = {
  // anyone (sent by the gateway without the caller's actor or address: nothing that names a person reaches analytics)
  visitsRecord: 'analytics.visits.record',
  // admins only
  visitorsStats: 'analytics.visitors.stats',
  topList: 'analytics.top.list',
  health: 'analytics.health.check',
} as const;
