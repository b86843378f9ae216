import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AuthLayout } from './AuthLayout';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  args: { title: 'Entrar', subtitle: 'Acesse sua conta.', children: <p>Conteúdo</p> },
  parameters: {
    ...ownFrameOnDocsPage,
    // The frame of whole pages: axe's 'region' rule (off in Storybook by default, as a component
    // alone has no landmarks) applies here, so nothing of the page lies outside a landmark.
    a11y: { config: { rules: [{ id: 'region', enabled: true }] } },
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card a person meets before signing in (login, registration), at the top of the page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    // The brand sits in the page's banner, the card in its main landmark.
    await expect(canvas.getByRole('banner')).toHaveTextContent('Portal');
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1 }),
    );
  },
};

/** A page that reports an outcome with its icon, as after 'Senha redefinida com sucesso!'. */
export const Status: Story = {
  args: {
    title: 'Senha redefinida com sucesso!',
    statusIcon: { name: 'checkCircle', tone: 'success' },
  },
};
