import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ImagePicker } from './ImagePicker';

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  parameters: { layout: 'padded' },
  args: {
    label: 'Alterar foto',
    inputLabel: 'Foto de perfil',
    describedBy: 'image-picker-hint',
    onSelect: fn(),
  },
  render: (args) => (
    <div>
      <ImagePicker {...args} />
      <p id="image-picker-hint">PNG, JPG ou WebP, até 2 MB.</p>
    </div>
  ),
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Changing the profile picture: 'Alterar foto' opens the file chooser, and the chosen file goes to
 * the owner (the same file again too, after a refusal).
 */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Alterar foto' });
    await expect(button).toHaveAccessibleDescription('PNG, JPG ou WebP, até 2 MB.');
    const input = canvas.getByLabelText('Foto de perfil');
    await expect(input).toHaveAttribute('accept', 'image/*');
    // The button is the keyboard way in; the hidden input is skipped by Tab.
    await expect(input).toHaveAttribute('tabindex', '-1');

    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenLastCalledWith(file);
    await expect(input).toHaveValue('');

    // The same file again (e.g. after the owner rejected it) is reported again.
    await userEvent.upload(input, file);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await expect(args.onSelect).toHaveBeenLastCalledWith(file);
  },
};

/** While the company page is being saved: 'Alterar Logo' waits, and a file chosen is ignored. */
export const Disabled: Story = {
  args: { label: 'Alterar Logo', inputLabel: 'Logo da empresa', disabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Alterar Logo' })).toBeDisabled();
    const input = canvas.getByLabelText('Logo da empresa');
    await expect(input).toBeDisabled();
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
