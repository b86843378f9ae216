import { actionOf, actionLabelOf, sessionSource, type RouteInfo } from './route-info';
import { auditEffectOf } from '@portal/api-client';
import { isUuid } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import { ingestCallerOf } from '../ingest/auth';
import type { Logger } from '../logger';
import type { ServiceDeps } from '../services/deps';
import { namesForAudit, recordAuditEntry } from '../services/admin-audit';
import type { Implementation } from './dispatch';
import { stateOf } from './request-state';
import type { Platform } from './tsr';

// The audit log's writer. Every route is dispatched through the contract, and the contract says
// of each action whether it changes the portal's data (`audit` in its metadata, 'writes'): so the
// log is derived here, once, for every action, rather than written by each service. A successful
// such call by an admin or a council member makes one entry: who (id, name, role), the action,
// the company and the person its body or its reply names (by their names then), when, and the
// client's address as the server determines it for the login throttle. Reads and refusals make
// none. The entry is written after the action's own transaction commits, as the reply leaves: an
// action that failed changed nothing and tells nothing; a crash between the commit and the entry
// loses the entry (the action itself stays done), which a log kept outside every service's
// transaction accepts. The spy-mode entries and the second-factor changes ('logged') keep their
// own records, which the log reads (repositories/audit-log.ts).

type Named = { id: string | null; name: string | null };

type Pending = {
  action: string;
  actor: { id: string; name: string; role: 'admin' | 'council' };
  address: string;
  business: Named;
  person: Named;
  /** The action's reply body, for what it created (a new company, a new person). */
  reply?: unknown;
};

const pending = new WeakMap<Request, Pending>();

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const idIn = (value: unknown): string | null =>
  typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null;

/**
 * What a body names: the company (`businessId`, a company route's `business`, the admin's `id`
 * of the company edited) and the person (`userId`, the edited `user`'s id).
 */
function targetsOf(
  info: RouteInfo,
  body: Fields,
): { businessId: string | null; userId: string | null } {
  const resource = info.name.split('.')[0];
  return {
    businessId:
      idIn(body.businessId) ??
      idIn(body.business) ??
      (resource === 'adminBusinesses' ? idIn(body.id) : null),
    userId: idIn(body.userId) ?? idIn(fieldsOf(body.user).id),
  };
}

/** A company or a person the reply carries (`[{ business }]`, `[{ user }]`, `{ business }`). */
function repliedOf(reply: unknown, key: 'business' | 'user'): { id: string; name: string } | null {
  const item = fieldsOf(Array.isArray(reply) ? reply[0] : reply)[key];
  const { id, name } = fieldsOf(item);
  return idIn(id) && typeof name === 'string' ? { id: idIn(id)!, name } : null;
}

/** Who acted, when the contract's log records them: an approved admin or council member. */
function actorOf(request: Request, info: RouteInfo): Pending['actor'] | null {
  let principal: Principal | null = stateOf(request).principal;
  // Ingestion authenticates on its own: an admin's token, or the installation's key (no one).
  if (!principal && info.meta?.session === 'ingest') {
    const caller = ingestCallerOf(request);
    principal = caller?.kind === 'admin' ? caller.principal : null;
  }
  if (principal?.kind !== 'user' || principal.status !== 'active') return null;
  if (principal.role !== 'admin' && principal.role !== 'council') return null;
  return { id: principal.id, name: principal.name, role: principal.role };
}

export function createAuditRecorder(
  deps: ServiceDeps,
  logger: Logger,
  routeOf: (request: Request) => RouteInfo | undefined,
) {
  /**
   * A middleware, after authentication and before the action: notes a call the log will record
   * if it succeeds, with the names of what its body names as they are before the action (a
   * company erased, a person deleted, are gone after it).
   */
  const note = async (request: Request & { content?: unknown }, platform: Platform) => {
    const info = routeOf(request);
    if (!info || info.meta?.session === 'none') return undefined;
    if (auditEffectOf(info.meta, actionOf(request, info.meta)) !== 'writes') return undefined;
    const action = actionLabelOf(info, request);
    const actor = actorOf(request, info);
    if (!action || !actor) return undefined;
    const ids = targetsOf(info, fieldsOf(sessionSource(request)));
    const names = await namesForAudit(deps, ids);
    pending.set(request, {
      action,
      actor,
      address: platform.clientAddress,
      business: { id: ids.businessId, name: names.business },
      person: { id: ids.userId, name: names.user },
    });
    return undefined;
  };

  /** Keeps the reply of a call noted above, for what it created. */
  const keepReply =
    (implementation: Implementation): Implementation =>
    async (args, context) => {
      const result = await implementation(args, context);
      const noted = pending.get(context.request);
      if (noted) noted.reply = result.body;
      return result;
    };

  /** Writes the entry of a call noted above, once it succeeded; a failure to write is logged. */
  const record = async (request: Request) => {
    const noted = pending.get(request);
    if (!noted) return;
    pending.delete(request);
    const business = repliedOf(noted.reply, 'business') ?? noted.business;
    const person = repliedOf(noted.reply, 'user') ?? noted.person;
    try {
      // Something the action made and the reply did not name (rare): its name as it is now.
      const missing = await namesForAudit(deps, {
        businessId: business.name === null ? business.id : null,
        userId: person.name === null ? person.id : null,
      });
      await recordAuditEntry(deps, {
        at: deps.clock.now(),
        action: noted.action,
        actorId: noted.actor.id,
        actorName: noted.actor.name,
        actorRole: noted.actor.role,
        businessId: business.id,
        businessName: business.name ?? missing.business,
        userId: person.id,
        userName: person.name ?? missing.user,
        address: noted.address,
      });
    } catch (error) {
      logger.error(
        `[auditoria] registro não gravado: ${noted.action} por ${noted.actor.id}`,
        error,
      );
    }
  };

  return { note, keepReply, record };
}
