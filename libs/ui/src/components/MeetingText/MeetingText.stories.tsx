import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MeetingText } from './MeetingText';

const meta = {
  title: 'Components/MeetingText',
  component: MeetingText,
  parameters: { layout: 'padded' },
  args: {
    as: 'p',
    text: 'Revisamos o caixa de março (09:00 - 09:25) e decidimos **renegociar o aluguel** antes de (9:30-9:45) fechar a pauta.',
  },
} satisfies Meta<typeof MeetingText>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A meeting's overview as the recorder wrote it: '**…**' in bold and time ranges such as '(09:00 -
 * 09:25)' marked.
 */
export const BoldAndRanges: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('renegociar o aluguel').tagName).toBe('STRONG');
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual([
      '(09:00 - 09:25)',
      '(9:30-9:45)',
    ]);
    await expect(canvasElement.textContent).not.toContain('**');
  },
};

/** A short overview with no marks: plain text. */
export const Plain: Story = {
  args: { text: 'Reunião curta, sem decisões registradas.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('strong, mark')).toBeNull();
  },
};

/** A '**' never closed and a lone '(10:00)': shown as written, nothing marked by mistake. */
export const UnmatchedMarks: Story = {
  args: { text: 'Meta: **crescer 20% no ano e (10:00) sem faixa de horário.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText('Meta: **crescer 20% no ano e (10:00) sem faixa de horário.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('strong, mark')).toBeNull();
  },
};

/** Markup in meeting text shows as text: it is never parsed as HTML. */
export const MarkupStaysText: Story = {
  args: { text: 'Colaram <img src=x onerror="window.__meetingTextXss=1"> no resumo.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.textContent).toContain('<img src=x');
    await expect((window as { __meetingTextXss?: number }).__meetingTextXss).toBeUndefined();
  },
};

/** An overview written on several lines keeps them. */
export const LineBreaks: Story = {
  args: { text: 'Primeira linha.\nSegunda linha com **negrito**.' },
};
