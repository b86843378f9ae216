import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DashboardLayout } from '../DashboardLayout/DashboardLayout';
import { PlaceholderPage } from './PlaceholderPage';
import { routes } from '@portal/domain';

const meta = {
  title: 'Screens/PlaceholderPage',
  component: PlaceholderPage,
  args: { title: 'Documentos de Padaria Pão Quente', icon: 'file' },
  decorators: [
    (Story) => (
      <DashboardLayout
        user={{ name: 'Ana Souza', role: 'ordinary' }}
        businessName="Padaria Pão Quente"
        currentPath={routes.documents}
        onNavigate={fn()}
        onLogout={fn()}
        onOpenProfile={fn()}
      >
        {Story()}
      </DashboardLayout>
    ),
  ],
} satisfies Meta<typeof PlaceholderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InsideShell: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Documentos de Padaria Pão Quente',
    );
    await expect(canvas.getByRole('heading', { name: 'Em breve' })).toBeVisible();
  },
};
