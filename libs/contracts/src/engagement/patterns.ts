/** NATS request/reply patterns answered by the engagement service (`engagement.<entity>.<verb>`). */
export const EngagementPatterns = {
  favoritesList: 'engagement.favorites.list',
  favoritesIds: 'engagement.favorites.ids',
  favoritesAdd: 'engagement.favorites.add',
  favoritesRemove: 'engagement.favorites.remove',
  progressTitle: 'engagement.progress.title',
  historyList: 'engagement.history.list',
  historyRemove: 'engagement.history.remove',
  historyClear: 'engagement.history.clear',
  /** The views of many members in one request (the gateway's RpcBatcher). */
  viewsRecordBatch: 'engagement.views.record_batch',
  usersCounts: 'engagement.users.counts',
  health: 'engagement.health.check',
} as const;

/** JetStream event types published by engagement (subject `events.engagement.<entity>.<verb>`). */
export const EngagementEvents = {
  viewRecorded: 'engagement.view.recorded',
} as const;
