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
  initialResetPasswordContext,
  resetPasswordMachine,
  selectResetPasswordView,
} from '@portal/domain';
import type { ResetPasswordContext, ResetPasswordSnapshot } from '@portal/domain';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

/**
 * The screen's props as the machine's view gives them in state `value` (the view is already the
 * screen's props), from a fixture context: a link for Ana Souza, nothing typed yet.
 */
function fromMachine(
  value: ResetPasswordSnapshot['value'],
  context: Partial<ResetPasswordContext> = {},
) {
  return selectResetPasswordView(
    resetPasswordMachine.resolveState({
      value,
      context: {
        ...initialResetPasswordContext,
        token: 'link-token',
        userName: 'Ana Souza',
        ...context,
      },
    }),
  );
}

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  parameters: ownFrameOnDocsPage,
  args: {
    ...fromMachine('form'),
    onSubmit: fn(),
    onFieldChange: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ResetPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link of the reset e-mail just opened: 'Verificando link...' while its token is checked. */
export const Loading: Story = {
  args: fromMachine('verifying'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verificando link...');
  },
};

/**
 * A link already used or older than an hour: 'Link inválido', the reason, and 'Voltar para o
 * Login'.
 */
export const Invalid: Story = {
  args: fromMachine('invalid', { invalidReason: RESET_LINK_INVALID }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o Login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** An address with no token at all (a link cut short): 'Token não encontrado'. */
export const TokenMissing: Story = {
  args: fromMachine('invalid', { token: null, invalidReason: RESET_TOKEN_MISSING }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(RESET_TOKEN_MISSING);
  },
};

/**
 * A good link: the person greeted by name types the new password twice, may show it, and sends it.
 */
export const Form: Story = {
  // No `values`: the screen keeps them, so what is typed shows.
  args: { values: undefined },
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

/** The two passwords differ: 'Você digitou senhas diferentes', both fields red. */
export const Mismatch: Story = {
  args: fromMachine('form', {
    password: 'abcdef',
    confirmPassword: 'abcdeg',
    error: PASSWORDS_DO_NOT_MATCH,
  }),
  play: async ({ canvas }) => {
    const password = canvas.getByPlaceholderText('Digite sua senha');
    const confirm = canvas.getByPlaceholderText('Confirme sua senha');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
    await expect(password).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
  },
};

/** A password under 6 characters: the product's message, both fields red. */
export const TooShort: Story = {
  args: fromMachine('form', { password: 'abc', confirmPassword: 'abc', error: PASSWORD_TOO_SHORT }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PASSWORD_TOO_SHORT)).toBeVisible();
  },
};

/** The server refused or did not answer: 'Erro ao redefinir senha. Por favor, tente novamente.'. */
export const ServerError: Story = {
  args: fromMachine('form', {
    password: 'abcdef',
    confirmPassword: 'abcdef',
    error: RESET_PASSWORD_FAILED,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(RESET_PASSWORD_FAILED)).toBeVisible();
  },
};

/**
 * 'Redefinir Senha' pressed: 'Redefinindo senha...' while it is sent; another press does nothing.
 */
export const Submitting: Story = {
  args: fromMachine('submitting', { password: 'abcdef', confirmPassword: 'abcdef' }),
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redefinindo senha...' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The password changed: 'Senha redefinida com sucesso!' and 'Redirecionando para a página de
 * login...'.
 */
export const Success: Story = {
  args: fromMachine('success'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      RESET_PASSWORD_SUCCESS,
    );
    await expect(canvas.getByText(RESET_REDIRECTING)).toBeVisible();
  },
};

/** Two different passwords typed on a 360 px phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: fromMachine('form', {
    password: 'abcdef',
    confirmPassword: 'abcdeg',
    error: PASSWORDS_DO_NOT_MATCH,
  }),
};
