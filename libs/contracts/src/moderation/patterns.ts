/** NATS request/reply patterns answered by the moderation service (`moderation.<entity>.<verb>`). */
export const ModerationPatterns = {
  // members (the signed actor only)
  reportsCreate: 'moderation.reports.create',
  reportsMine: 'moderation.reports.mine',
  requestsCreate: 'moderation.requests.create',
  requestsMine: 'moderation.requests.mine',
  requestsQuota: 'moderation.requests.quota',
  contactCreate: 'moderation.contact.create',
  // anyone (the login page)
  popupActive: 'moderation.popup.active',
  // admins only
  adminCounts: 'moderation.admin.counts',
  adminReportsList: 'moderation.reports.list',
  adminReportsUpdate: 'moderation.reports.update',
  adminRequestsList: 'moderation.requests.list',
  adminRequestsUpdate: 'moderation.requests.update',
  adminPopupsList: 'moderation.popups.list',
  adminPopupsCreate: 'moderation.popups.create',
  adminPopupsUpdate: 'moderation.popups.update',
  adminPopupsActivate: 'moderation.popups.activate',
  adminPopupsDelete: 'moderation.popups.delete',
  adminContactList: 'moderation.contact.list',
  adminContactUpdate: 'moderation.contact.update',
  health: 'moderation.health.check',
} as const;

/** JetStream event types published by moderation (subject `events.moderation.<entity>.<verb>`). */
export const ModerationEvents = {
  reportCreated: 'moderation.report.created',
  reportStatusChanged: 'moderation.report.status_changed',
  requestCreated: 'moderation.request.created',
  /** A member joined an open request instead of duplicating it. */
  requestJoined: 'moderation.request.joined',
  requestStatusChanged: 'moderation.request.status_changed',
  /** A popup was created, edited, activated or deleted: the cached active popup is dropped. */
  popupChanged: 'moderation.popup.changed',
  /** A member's contact message was stored: identity mails it to support. */
  contactReceived: 'moderation.contact.received',
} as const;
