import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  RESET_LINK_INVALID,
  RESET_PASSWORD_FAILED,
  RESET_PASSWORD_SUCCESS,
  RESET_REDIRECTING,
  RESET_TOKEN_MISSING,
} from '@portal/domain';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  args: {
    status: 'form',
    userName: 'Ana Souza',
    onSubmit: fn(),
    onFieldChange: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verificando link...');
  },
};

export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o Login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const TokenMissing: Story = {
  args: { status: 'invalid', invalidMessage: RESET_TOKEN_MISSING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_TOKEN_MISSING);
  },
};

export const Form: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Olá, Ana Souza');
    const password = canvas.getByPlaceholderText('Digite sua senha');
    const confirm = canvas.getByPlaceholderText('Confirme sua senha');
    await userEvent.type(password, 'novaSenha1');
    await userEvent.type(confirm, 'novaSenha1');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('confirmPassword', 'novaSenha1');
    const [showFirst] = canvas.getAllByRole('button', { name: 'Mostrar senha' });
    if (showFirst) await userEvent.click(showFirst);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinir Senha' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'novaSenha1',
      confirmPassword: 'novaSenha1',
    });
  },
};

export const Mismatch: Story = {
  args: {
    values: { password: 'abcdef', confirmPassword: 'abcdeg' },
    error: PASSWORDS_DO_NOT_MATCH,
  },
  play: async ({ canvas }) => {
    const password = canvas.getByPlaceholderText('Digite sua senha');
    const confirm = canvas.getByPlaceholderText('Confirme sua senha');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
    await expect(password).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
  },
};

export const TooShort: Story = {
  args: { values: { password: 'abc', confirmPassword: 'abc' }, error: PASSWORD_TOO_SHORT },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSWORD_TOO_SHORT)).toBeVisible();
  },
};

export const ServerError: Story = {
  args: { values: { password: 'abcdef', confirmPassword: 'abcdef' }, error: RESET_PASSWORD_FAILED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESET_PASSWORD_FAILED)).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { status: 'submitting', values: { password: 'abcdef', confirmPassword: 'abcdef' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinindo senha...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      RESET_PASSWORD_SUCCESS,
    );
    await expect(canvas.getByText(RESET_REDIRECTING)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { error: PASSWORDS_DO_NOT_MATCH },
};
