import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RecoveryCodes } from './RecoveryCodes';

const codes = [
  'ABCD-EFGH-IJKL-MNOP',
  'QRST-UVWX-YZ23-4567',
  'BCDE-FGHI-JKLM-NOPQ',
  'RSTU-VWXY-Z234-5672',
  'CDEF-GHIJ-KLMN-OPQR',
  'STUV-WXYZ-2345-6723',
  'DEFG-HIJK-LMNO-PQRS',
  'TUVW-XYZ2-3456-7234',
  'EFGH-IJKL-MNOP-QRST',
  'UVWX-YZ23-4567-2345',
];

const meta = {
  title: 'Components/RecoveryCodes',
  component: RecoveryCodes,
  args: { codes },
} satisfies Meta<typeof RecoveryCodes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ten recovery codes, right after the second factor was turned on: shown this once, to be kept somewhere safe. */
export const Ten: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Códigos de recuperação' });
    const items = list.querySelectorAll('li');
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent('ABCD-EFGH-IJKL-MNOP');
    await expect(canvas.getByText(/não serão mostrados de novo/)).toBeVisible();
  },
};

/** The same codes on a 360 px phone: each code on its line, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Códigos de recuperação' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
