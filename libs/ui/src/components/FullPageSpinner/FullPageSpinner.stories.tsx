import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner } from './FullPageSpinner';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Components/FullPageSpinner',
  component: FullPageSpinner,
  parameters: { ...ownFrameOnDocsPage, layout: 'fullscreen' },
} satisfies Meta<typeof FullPageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opening the portal while a kept session is checked, or a page without a shell loads: the page
 * waits.
 */
export const FullPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...');
  },
};
