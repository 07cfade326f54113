import { AdminUsersController } from './admin-users.controller.js';
import { AdminAuditController } from './admin-audit.controller.js';

/** The gateway's back-office routes on members and the audit log, registered by the app module. */
export const ADMIN_CONTROLLERS = [AdminUsersController, AdminAuditController];
