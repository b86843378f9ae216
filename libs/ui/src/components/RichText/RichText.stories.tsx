import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { inlineBreaks } from '../../testing/layout';
import { RichText } from './RichText';

const meta = {
  title: 'Components/RichText',
  component: RichText,
  parameters: { layout: 'padded' },
  args: {
    html: `<h3>Pauta</h3>
<p>Abertura com a equipe (09:00 - 09:10) e revisão do <strong>fluxo de caixa</strong>.</p>
<ul>
  <li>Renegociar o aluguel: **prazo até sexta**</li>
  <li>Comparar <em>três</em> fornecedores de farinha (9:10-9:40)</li>
</ul>
<h4>Referências</h4>
<p>Planilha em <a href="https://docs.google.com/spreadsheets/d/abc">Google Sheets</a>.</p>`,
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A meeting's notes written in an editor: headings, lists, bold, a link to a spreadsheet (opening
 * in a new tab), and the time ranges marked.
 */
export const Formatted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pauta' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('fluxo de caixa').tagName).toBe('STRONG');
    // **bold** and ranges also work inside the HTML's text.
    await expect(canvas.getByText('prazo até sexta').tagName).toBe('STRONG');
    await expect([...canvasElement.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      '(09:00 - 09:10)',
      '(9:10-9:40)',
    ]);
    const link = canvas.getByRole('link', { name: 'Google Sheets' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Notes typed as plain text: the line breaks kept, '**…**' in bold, time ranges marked. */
export const PlainText: Story = {
  args: {
    html: 'Cliente pediu **orçamento revisado**.\nRetorno combinado (14:00 - 14:30) de quinta.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('orçamento revisado').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('(14:00 - 14:30)');
    // On the line of 'Cliente pediu' and of 'Retorno combinado … de quinta'.
    await expect(inlineBreaks(canvasElement)).toEqual([]);
  },
};

/** Script, event handlers, styles and javascript: links are removed before anything renders. */
export const HostileHtml: Story = {
  args: {
    html: `<p>Notas importadas</p>
<script>window.__richTextXss = 'script'</script>
<img src="x" onerror="window.__richTextXss = 'img'">
<p onclick="window.__richTextXss = 'click'" style="color: red">Clique aqui</p>
<a href="javascript:window.__richTextXss = 'link'">link perigoso</a>
<iframe src="https://example.com"></iframe>
<svg><script>window.__richTextXss = 'svg'</script></svg>`,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Notas importadas')).toBeVisible();
    await expect(
      canvasElement.querySelector('script, img, iframe, svg, [onclick], [style]'),
    ).toBeNull();
    await expect(canvasElement.textContent).not.toContain('__richTextXss');
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByText('Clique aqui'));
    await userEvent.click(canvas.getByText('link perigoso'));
    await expect((window as { __richTextXss?: string }).__richTextXss).toBeUndefined();
  },
};

/**
 * Inline marks stay inline where the notes have no paragraph around them, in typed text and in
 * HTML alike, while paragraphs and lists still stack.
 */
export const InlineMarksStayInline: Story = {
  args: {
    html: `<strong>Faturamento</strong>: receita bruta de R$ 94.520,40 (14:06 - 14:21) e margem de <strong>12,00%</strong>.
<ul><li>Revisar <strong>preços</strong> da confeitaria</li><li>Comprar farinha (9:00-9:30) na sexta</li></ul>
<p>Próxima reunião em <em>maio</em>.</p>`,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(inlineBreaks(canvasElement)).toEqual([]);
    const [first, second] = canvas.getAllByRole('listitem');
    if (!first || !second) throw new Error('the list lost its items');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(
      first.getBoundingClientRect().bottom - 1,
    );
  },
};
