import {
  getMeetingsBodySchema,
  ingestMeetingBodySchema,
  type PortalContract,
} from '@portal/api-client';
import type { ZodTypeAny, z } from 'zod';
import { t } from '../http/tsr';
import { stateOf } from '../http/request-state';
import { zodMessagePt } from '../http/zod-pt';
import { ingestCallerOf } from '../ingest/auth';
import type { ServiceDeps } from '../services/deps';
import { invalid, unauthenticated } from '../services/errors';
import * as meetings from '../services/meetings';

const parse = <S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> => {
  const r = schema.safeParse(input);
  if (!r.success) throw invalid(zodMessagePt(r.error, input));
  return r.data;
};

export const meetingsRoutes = (deps: ServiceDeps, contract: PortalContract['meetings']) =>
  t.router(contract, {
    getmeetings: async ({ body }, { request }) => {
      const fields = parse(getMeetingsBodySchema, body);
      const list = await meetings.getMeetings(deps, stateOf(request).principal, fields.business);
      return { status: 200, body: list };
    },
    ingest: async ({ body }, { request }) => {
      // The middleware authenticated the caller (key or admin); refuse if it somehow did not.
      if (!ingestCallerOf(request)) throw unauthenticated();
      const fields = parse(ingestMeetingBodySchema, body);
      return { status: 200, body: await meetings.ingestMeeting(deps.db, fields) };
    },
  });
