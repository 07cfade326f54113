/** NATS request/reply patterns answered by the identity service. */
export const IdentityPatterns = {
  captchaCreate: 'identity.captcha.create',
  register: 'identity.auth.register',
  login: 'identity.auth.login',
  refresh: 'identity.auth.refresh',
  logout: 'identity.auth.logout',
  passwordForgot: 'identity.password.forgot',
  passwordReset: 'identity.password.reset',
  /** ResetLinkDto -> Ok when the link can still be used (it stays unused); RESET_LINK_EXPIRED / RESET_LINK_INVALID otherwise. */
  passwordResetCheck: 'identity.password.reset.check',
  emailConfirm: 'identity.email.confirm',
  /** Public: the cancel link mailed to the old address (CancelEmailChangeDto -> EmailChangeCancelled). */
  emailChangeCancel: 'identity.email.change.cancel',
  meGet: 'identity.me.get',
  /** ChangeEmailDto -> PendingEmailChange. */
  meEmailChange: 'identity.me.email.change',
  mePasswordChange: 'identity.me.password.change',
  banGet: 'identity.ban.get',
  accessGet: 'identity.access.get',
  referralStats: 'identity.referral.stats',
  referralGenerate: 'identity.referral.generate',
  referralValidate: 'identity.referral.validate',
  adminUsersList: 'identity.users.list',
  adminUserBan: 'identity.users.ban',
  adminUserUnban: 'identity.users.unban',
  adminUserRole: 'identity.users.role',
  adminGrantByEmail: 'identity.users.grant_by_email',
  /** UserIdParam -> Ok: erases the account as `npm run users:delete` does (never the caller's nor an admin's). */
  adminUserDelete: 'identity.users.delete',
  /** AdminMailDto & UserIdParam -> Ok: a mail from the back office to the member, through the mail outbox. */
  adminUserMail: 'identity.users.mail',
  /** AuditQuery -> Page<AuditEntry>: the audit log of admin actions, newest first. */
  auditList: 'identity.audit.list',
  /** Admins only: UserEmailsQuery -> the current address of each id. */
  usersEmails: 'identity.users.emails',
  /** Admins only: EmailMatchQuery -> the ids of the members whose address contains the text. */
  usersMatchEmail: 'identity.users.match_email',
  health: 'identity.health.check',
} as const;

/** JetStream event types published by identity (subject `events.identity.user.<verb>`). */
export const IdentityEvents = {
  registered: 'identity.user.registered',
  banned: 'identity.user.banned',
  unbanned: 'identity.user.unbanned',
  roleChanged: 'identity.user.role_changed',
  emailChanged: 'identity.user.email_changed',
  passwordChanged: 'identity.user.password_changed',
  /** The profile changed without a security effect (sign-in time, pending e-mail): cached views are dropped. */
  profileChanged: 'identity.user.profile_changed',
  deleted: 'identity.user.deleted',
  /** A logout revoked one of the user's access tokens: cached access states are dropped. */
  sessionEnded: 'identity.user.session_ended',
} as const;

export interface UserEventData {
  userId: string;
  email?: string;
}
