import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TASK_PEOPLE_LOAD_FAILED } from '@portal/domain';
import { TaskAssignmentFields } from './TaskAssignmentFields';

const people = [
  { id: 'u-ana', name: 'Ana Souza' },
  { id: 'u-bruno', name: 'Bruno Carvalho de Albuquerque Figueiredo' },
];

const meta = {
  title: 'Components/TaskAssignmentFields',
  component: TaskAssignmentFields,
  args: {
    people,
    ownerId: null,
    dueDate: null,
    onOwnerChange: fn(),
    onDueDateChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 384, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskAssignmentFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A task nobody owns yet: 'Sem responsável' and no date; choosing hands the person's id over. */
export const Unassigned: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const owner = canvas.getByRole('combobox', { name: 'Responsável' });
    await expect(owner).toHaveValue('');
    await expect([...(owner as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Sem responsável',
      'Ana Souza',
      'Bruno Carvalho de Albuquerque Figueiredo',
    ]);
    await userEvent.selectOptions(owner, 'Ana Souza');
    await expect(args.onOwnerChange).toHaveBeenCalledWith('u-ana');
    await expect(canvas.getByLabelText('Prazo')).toHaveValue('');
  },
};

/** An owned task with a due date; clearing the date hands null over. */
export const Assigned: Story = {
  args: { ownerId: 'u-bruno', dueDate: '2026-12-18' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('combobox', { name: 'Responsável' })).toHaveValue('u-bruno');
    const due = canvas.getByLabelText('Prazo');
    await expect(due).toHaveValue('2026-12-18');
    await userEvent.clear(due);
    await expect(args.onDueDateChange).toHaveBeenLastCalledWith(null);
  },
};

/**
 * The people could not be loaded: the field says so and keeps the task's owner by the name the
 * task has, and cannot be changed until the board is refreshed.
 */
export const PeopleFailed: Story = {
  args: {
    people: [],
    ownerId: 'u-ana',
    ownerName: 'Ana Souza',
    peopleError: TASK_PEOPLE_LOAD_FAILED,
  },
  play: async ({ canvas }) => {
    const owner = canvas.getByRole('combobox', { name: 'Responsável' });
    await expect(owner).toBeDisabled();
    await expect(owner).toHaveDisplayValue('Ana Souza');
    await expect(canvas.getByText(TASK_PEOPLE_LOAD_FAILED)).toBeVisible();
  },
};
