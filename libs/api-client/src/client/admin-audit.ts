import type { z } from 'zod';
import { apiMessages } from '../messages';
import type { ApiResult } from '../result';
import {
  adminAuditActionBodies,
  adminAuditActionReplies,
  type AuditFiltersReply,
  type AuditListReply,
} from '../schemas/admin-audit';
import type { WithoutSession } from '../transport';
import type { Call, Routes } from './shared';

/** The filters and page of `list`; a filter left out is "any". */
export type AuditListInput = WithoutSession<z.input<typeof adminAuditActionBodies.list>, 'auth'>;

/**
 * The audit log (admin only). Never cached: an entry is written with every change an admin
 * makes, the one the admin just made included.
 */
export const createAdminAuditClient = (deps: { call: Call; routes: Routes<'adminAudit'> }) => {
  const { call, routes } = deps;
  return {
    /** A page of entries, newest first; a refusal (a bad range) says why. */
    list(input: AuditListInput): Promise<ApiResult<AuditListReply>> {
      return call({
        route: routes.audit,
        action: 'list',
        body: input,
        reply: adminAuditActionReplies.list,
        failureMessage: apiMessages.auditLogLoad,
        missingSessionMessage: apiMessages.adminAuthMissing,
        preferServerMessage: true,
      });
    },

    /** The people who acted and the companies acted on, for the filters to offer. */
    filters(): Promise<ApiResult<AuditFiltersReply>> {
      return call({
        route: routes.audit,
        action: 'filters',
        body: {},
        reply: adminAuditActionReplies.filters,
        failureMessage: apiMessages.auditFiltersLoad,
        missingSessionMessage: apiMessages.adminAuthMissing,
      });
    },
  };
};
