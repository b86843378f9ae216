import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TaskOwnerDue } from './TaskOwnerDue';

const now = new Date('2026-12-06T15:00:00Z');

const meta = {
  title: 'Components/TaskOwnerDue',
  component: TaskOwnerDue,
  args: { now },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', maxWidth: 320, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskOwnerDue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Given to someone, due later. */
export const OnTime: Story = {
  args: { ownerName: 'Ana Souza', dueDate: '2026-12-06' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Responsável: Ana Souza');
    await expect(canvasElement).toHaveTextContent('Prazo: 06/12/2026');
    await expect(canvasElement).not.toHaveTextContent('Atrasada');
  },
};

/** The day after its 'Prazo' (São Paulo) and not done: said in words as well as colour. */
export const Overdue: Story = {
  args: { ownerName: 'Bruno Carvalho de Albuquerque Figueiredo', dueDate: '2026-12-05' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Prazo: 05/12/2026 · Atrasada');
  },
};

/** Done in time or late, a done task is never overdue. */
export const Done: Story = {
  args: { dueDate: '2026-11-01', status: 'done' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Prazo: 01/11/2026');
    await expect(canvasElement).not.toHaveTextContent('Responsável');
    await expect(canvasElement).not.toHaveTextContent('Atrasada');
  },
};
