import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TOTP_CODE_FORMAT, TOTP_CODE_INVALID } from '@portal/domain';
import { TotpSetup } from './TotpSetup';
import { QR_FIXTURE } from '../../fixtures/two-factor.fixtures';

const meta = {
  title: 'Components/TotpSetup',
  component: TotpSetup,
  args: {
    setup: { key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr: QR_FIXTURE },
    code: '',
    onCodeChange: fn(),
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof TotpSetup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Turning the second factor on: the QR code for the authenticator app, the key as text, and the field for the app's first code. */
export const Ready: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toBeVisible();
    // The key as text, in groups of four, for a phone without a camera.
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const field = canvas.getByLabelText('Código de 6 dígitos');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, '7{Enter}');
    await expect(args.onCodeChange).toHaveBeenCalledWith('7');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The code typed was not six digits, or the server refused it ('Código inválido ou expirado.'): said beside the field and above it. */
export const Refused: Story = {
  args: { code: '12', error: TOTP_CODE_FORMAT, formError: TOTP_CODE_INVALID },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Código de 6 dígitos')).toHaveAccessibleDescription(
      TOTP_CODE_FORMAT,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOTP_CODE_INVALID);
  },
};

/** The code is on its way to the server: the button says so and cannot be pressed twice. */
export const Submitting: Story = {
  args: { code: '123456', submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Verificando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Setting it up on a 360 px phone, where the key is typed into an app on the same phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas }) => {
    const key = canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    // The key wraps inside the narrow card instead of widening the page.
    await expect(key.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
