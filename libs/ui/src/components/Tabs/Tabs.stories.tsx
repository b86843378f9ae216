import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Detalhes da reunião',
    onSelect: fn(),
    tabs: [
      { id: 'resumo', label: 'Resumo', content: <p>Overview da reunião.</p> },
      { id: 'transcript', label: 'Transcript', content: <p>Entradas da transcrição.</p> },
      { id: 'extra', label: 'Tarefas', content: <p>Tarefas adicionadas.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A meeting's page: 'Resumo' and 'Transcript' change by click or by the arrow keys, Home and End.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const resumo = canvas.getByRole('tab', { name: 'Resumo' });
    await expect(resumo).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Overview da reunião.');
    await userEvent.click(resumo);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Transcript' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Entradas da transcrição.');
    await expect(args.onSelect).toHaveBeenLastCalledWith('transcript');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Tarefas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Resumo' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Tarefas' })).toHaveFocus();
  },
};

/** A meeting opened from a search hit on its transcript: 'Transcript' already chosen. */
export const SecondSelected: Story = { args: { defaultSelectedId: 'transcript' } };
