import {
  getMeetingBodySchema,
  getMeetingsBodySchema,
  ingestMeetingBodySchema,
  ingestMeetingHeadersSchema,
  listMeetingsBodySchema,
  type PortalContract,
} from '@portal/api-client';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { parse } from '../http/parse';
import { ingestCallerOf, ingestCallerScope } from '../ingest/auth';
import type { ServiceDeps } from '../services/deps';
import { unauthenticated } from '../services/errors';
import * as meetings from '../services/meetings';

export const meetingsRoutes = (deps: ServiceDeps, contract: PortalContract['meetings']) =>
  t.router(contract, {
    getmeetings: async ({ body }, { request }) => {
      const fields = parse(getMeetingsBodySchema, body);
      const list = await meetings.getMeetings(deps, stateOf(request).principal, fields.business);
      return { status: 200, body: list };
    },
    list: async ({ body }, { request }) => {
      const fields = parse(listMeetingsBodySchema, body);
      const list = await meetings.listMeetings(deps, stateOf(request).principal, fields.business);
      return { status: 200, body: list };
    },
    get: async ({ body }, { request }) => {
      const fields = parse(getMeetingBodySchema, body);
      const meeting = await meetings.getMeeting(
        deps,
        stateOf(request).principal,
        fields.business,
        fields.meetingId,
      );
      return { status: 200, body: meeting };
    },
    ingest: async ({ body, headers }, { request }) => {
      // The middleware authenticated the caller (key or admin); refuse if it somehow did not.
      const caller = ingestCallerOf(request);
      if (!caller) throw unauthenticated();
      const fields = parse(ingestMeetingBodySchema, body);
      const key = parse(ingestMeetingHeadersSchema, headers)['idempotency-key'];
      const idempotency = key
        ? { caller: ingestCallerScope(caller, deps.ingestApiKey), key }
        : undefined;
      return { status: 200, body: await meetings.ingestMeeting(deps.db, fields, idempotency) };
    },
  });
