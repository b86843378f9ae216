import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@portal/domain';
import {
  profileActionBodies,
  profileActionReplies,
  profileActions,
  profileMultipartBodies,
} from '../schemas/profile';
import { c, ENVELOPE_BYTES, meta, routerOptions, type WebhookPrefix } from './shared';

export const profileHeadersSchema = z.object({ action: z.enum(profileActions) });

export const createProfileContract = (prefix: WebhookPrefix) =>
  c.router(
    {
      profile: {
        method: 'POST',
        path: '/profile',
        summary:
          'Profile of the signed-in person: get, update (multipart), changePassword, mailPreferences, ' +
          'requestErasure, withdrawErasure',
        description:
          'The `action` header chooses the operation. `update` is sent as multipart/form-data ' +
          '(optional file part `profile_picture`, at most 2 MB); the others as JSON.',
        headers: profileHeadersSchema,
        // Optional: the fetch handler does not parse multipart, so a multipart request reaches
        // validation with no body; the handler re-parses by action.
        body: z
          .union([
            profileActionBodies.get,
            profileActionBodies.changePassword,
            profileActionBodies.update,
            profileActionBodies.mailPreferences,
            profileActionBodies.requestErasure,
            profileActionBodies.withdrawErasure,
          ])
          .optional(),
        responses: {
          200: z.union([
            profileActionReplies.get,
            profileActionReplies.update,
            profileActionReplies.changePassword,
            profileActionReplies.mailPreferences,
            profileActionReplies.requestErasure,
            profileActionReplies.withdrawErasure,
          ]),
        },
        metadata: meta({
          session: 'auth',
          actionIn: 'header',
          actionBodies: profileActionBodies,
          multipart: profileMultipartBodies,
          multipartLimits: { update: { maxBytes: MAX_IMAGE_BYTES + ENVELOPE_BYTES } },
          sessions: {
            get: 'keeps',
            update: 'changes',
            changePassword: 'changes',
            mailPreferences: 'keeps',
            requestErasure: 'keeps',
            withdrawErasure: 'keeps',
          },
          audit: {
            get: 'reads',
            update: 'writes',
            changePassword: 'writes',
            mailPreferences: 'writes',
            // Recorded in security_events (the person, when, from where), which the log reads.
            requestErasure: 'logged',
            withdrawErasure: 'logged',
          },
        }),
      },
    },
    routerOptions(prefix),
  );
