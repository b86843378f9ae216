import { assign, raise } from 'xstate';
import { failureMessage } from '../validation/failure';
import { MAIL_PREFERENCES_FAILED, MAIL_PREFERENCES_SAVED } from '../messages';
import type { MailSwitches } from './profile';
import { error, profileSetup, success } from './profile.setup';

/**
 * The profile tab's e-mail switches ('Lembretes de tarefas por e-mail', 'Resumo semanal por
 * e-mail'): a switch turned shows its new state at once and is saved on its own, apart from the
 * profile's fields; while a save is on its way the switches wait; a failed save puts the switch
 * back and says so for 3 s. A business account has no switches.
 */
export const mailRegion = profileSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'mail.toggle': {
          guard: 'hasMailSwitches',
          target: 'saving',
          actions: assign(({ context, event }) => {
            const before = context.profile?.mail as MailSwitches;
            return {
              mailBefore: before,
              profile: context.profile && {
                ...context.profile,
                mail: { ...before, [event.kind]: event.on },
              },
            };
          }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'saveMailSwitches',
        src: 'saveMailSwitches',
        input: ({ context }) => context.profile?.mail as MailSwitches,
        onDone: {
          target: 'idle',
          actions: [
            assign({ mailBefore: null }),
            raise({ type: 'notice.show', message: success(MAIL_PREFERENCES_SAVED) }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign(({ context }) => ({
              mailBefore: null,
              profile: context.profile && { ...context.profile, mail: context.mailBefore },
            })),
            raise(({ event }) => ({
              type: 'notice.show' as const,
              message: error(failureMessage(event.error, MAIL_PREFERENCES_FAILED)),
            })),
          ],
        },
      },
    },
  },
});
