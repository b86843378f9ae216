import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FlowPage } from './FlowPage';
import { flowStates, flowStoryIds, unknownStates } from './flow-states';
import type { Flow } from './flow-states';
import {
  adminFormsFlow,
  assistantFlow,
  auditLogFlow,
  documentsFlow,
  loginFlow,
  registrationFlow,
  reportsFlow,
  resetPasswordFlow,
  taskBoardFlow,
} from './flows';

/**
 * Each flow the portal runs as a state machine (`libs/domain/src/<flow>/<flow>.machine.ts`), walked
 * state by state in the order the machine declares them, with the screen stories that show each
 * state. The states are read from the machine itself: a state no story shows is marked 'no
 * story', so a gap in the kit stands out, and a state renamed in the machine fails here.
 */
const meta = {
  title: 'Flows/State by state',
  component: FlowPage,
  // A flow holds its machines, which are no control's value (nor JSON): each story renders its
  // own, and the props table is there to read.
  parameters: { layout: 'fullscreen', controls: { disable: true } },
} satisfies Meta<typeof FlowPage>;
export default meta;
type Story = StoryObj;

/**
 * The story of `flow`: its page, checked against its machines. `linksTo` lists the stories it
 * links to, which the built Storybook's check finds in its index.
 */
const flowStory = (flow: Flow): Story => ({
  render: () => <FlowPage flow={flow} />,
  parameters: { linksTo: flowStoryIds(flow) },
  play: async ({ canvasElement }) => {
    for (const part of flow.parts) {
      // Every state the machine has is on the page, in its order, and no story is filed under
      // a state it does not have.
      const section = canvasElement.querySelector(`section[aria-label="${part.label}"]`);
      const shown = [...(section?.querySelectorAll('[data-state]') ?? [])].map((row) =>
        row.getAttribute('data-state'),
      );
      await expect(shown).toEqual(flowStates(part.machine).map((state) => state.path));
      await expect(unknownStates(part)).toEqual([]);
    }
  },
});

/** Signing in, and asking for a reset link from the login page's dialog. */
export const Login = flowStory(loginFlow);

/** Registering a person and their company, until they wait for approval. */
export const Registration = flowStory(registrationFlow);

/** Opening the reset e-mail's link and choosing a new password. */
export const ResetPassword = flowStory(resetPasswordFlow);

/** A company's task board, from loading to every change a person makes on it. */
export const TaskBoard = flowStory(taskBoardFlow);

/** A company's documents: the library, its dialogs and its changes on their way. */
export const Documents = flowStory(documentsFlow);

/** A company's reports: analytics, the monthly form (and replacing a month), a month's detail. */
export const Reports = flowStory(reportsFlow);

/** The admin's forms: creating or approving a company, a company's detail, a person's form. */
export const AdminForms = flowStory(adminFormsFlow);

/** The admin's assistant: the kept conversation, a question, its answer as it is written. */
export const Assistant = flowStory(assistantFlow);

/** The admin's audit log: filters, a page of entries, paging, and what it says when it fails. */
export const AuditLog = flowStory(auditLogFlow);
