import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import {
  CONNECTION_ERROR,
  EMAIL_INVALID,
  LOGIN_FAILED,
  LOGIN_KEY_REQUIRED,
  LOGIN_PASSWORD_REQUIRED,
  RESET_REQUEST_SENT,
  validateLogin,
  routes,
  loginMachine,
  selectSecondStepView,
  TOTP_CODE_FORMAT,
  TOTP_CODE_INVALID,
} from '@portal/domain';
import type { LoginContext, LoginSnapshot } from '@portal/domain';
import type { FieldErrors as LoginErrors, LoginField } from '@portal/domain';
import { LoginScreen } from './LoginScreen';
import type { PasswordResetDialogProps, PasswordResetStep } from './parts/PasswordResetDialog';
import { QR_FIXTURE } from '../../fixtures/two-factor.fixtures';
import { ownFrameOnDocsPage } from '../../testing/docs-frame';

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  parameters: ownFrameOnDocsPage,
  args: {
    onSubmit: fn(),
    onForgotPassword: fn(),
    onFieldChange: fn(),
    onNavigate: fn(),
  },
  // The reset dialog is a lazy chunk; a story reads it at once, as a user who opened it before
  // does (loaded on demand, its first story could outwait findBy's second on a loaded machine).
  loaders: [
    async () => {
      await import('./parts/PasswordResetDialog');
      return {};
    },
  ],
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opening the portal signed out: 'Entrar', 'Cadastre-se' and 'Esqueceu sua senha?' are all
 * reachable.
 */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ key: '', password: '' });
    await userEvent.click(canvas.getByRole('link', { name: 'Cadastre-se' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(routes.register);
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueceu sua senha?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
  },
};

/**
 * A person signing in with their e-mail and password, checking the password with the eye, then
 * Enter.
 */
export const TypingAndSubmitting: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email ou código da empresa'), 'ana@empresa.com.br');
    const password = canvas.getByLabelText('Senha');
    await userEvent.type(password, 'demo1234');
    await expect(args.onFieldChange).toHaveBeenLastCalledWith('password', 'demo1234');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.type(password, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      key: 'ana@empresa.com.br',
      password: 'demo1234',
    });
  },
};

/** 'Entrar' with both fields empty: a message under each. */
export const FieldErrors: Story = {
  args: { errors: { key: LOGIN_KEY_REQUIRED, password: LOGIN_PASSWORD_REQUIRED } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email ou código da empresa')).toHaveAccessibleDescription(
      LOGIN_KEY_REQUIRED,
    );
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      LOGIN_PASSWORD_REQUIRED,
    );
  },
};

/** Submitting empty fields shows the product's messages and moves focus to the first invalid field. */
export const ValidationFocus: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<LoginErrors<LoginField>>({});
    return (
      <LoginScreen
        {...args}
        errors={errors}
        onSubmit={(values) => setErrors(validateLogin(values))}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const key = canvas.getByLabelText('Email ou código da empresa');
    await expect(key).toHaveAccessibleDescription(LOGIN_KEY_REQUIRED);
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      LOGIN_PASSWORD_REQUIRED,
    );
    await expect(key).toHaveFocus();
    await userEvent.type(key, 'DEMO01');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByLabelText('Senha')).toHaveFocus();
  },
};

/** Where the card's top edge is on the page (scrolling aside). */
const cardTop = (card: HTMLElement) => card.getBoundingClientRect().top + window.scrollY;

/**
 * Errors appear inside the card without moving it: its top stays where it was, so the field
 * being typed in does not jump away (the page is top-aligned, not centred).
 */
const cardStaysPut: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<LoginErrors<LoginField>>({});
    const [formError, setFormError] = useState<string | null>(null);
    return (
      <LoginScreen
        {...args}
        errors={errors}
        formError={formError}
        onSubmit={(values) => {
          const found = validateLogin(values);
          setErrors(found);
          setFormError(Object.keys(found).length === 0 ? LOGIN_FAILED : null);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('main');
    const top = cardTop(card);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      LOGIN_PASSWORD_REQUIRED,
    );
    await expect(cardTop(card)).toBe(top);
    await userEvent.type(canvas.getByLabelText('Email ou código da empresa'), 'DEMO01');
    await userEvent.type(canvas.getByLabelText('Senha'), 'errada');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    await expect(cardTop(card)).toBe(top);
  },
};

/** Messages appearing as a person signs in on a desktop: the card does not move under them. */
export const CardStaysPutOnErrorsDesktop: Story = {
  ...cardStaysPut,
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** The same on a 360 px phone. */
export const CardStaysPutOnErrorsMobile: Story = {
  ...cardStaysPut,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

/** Wrong e-mail or password: 'Erro ao fazer login. Verifique suas credenciais.' above the form. */
export const ServerError: Story = {
  args: { values: { key: 'ana@empresa.com.br', password: 'errada' }, formError: LOGIN_FAILED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(LOGIN_FAILED);
  },
};

/** The server did not answer: 'Erro de conexão. Por favor, tente novamente.'. */
export const ConnectionError: Story = {
  args: { values: { key: 'DEMO01', password: 'demo1234' }, formError: CONNECTION_ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(CONNECTION_ERROR);
  },
};

/** 'Entrar' pressed: 'Entrando...' while the login is checked; another press does nothing. */
export const Submitting: Story = {
  args: { status: 'submitting', values: { key: 'DEMO01', password: 'demo1234' } },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Entrando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'Entrar' with no e-mail or code on a 360 px phone: the message fits under the field. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { errors: { key: LOGIN_KEY_REQUIRED } },
};

const dialogArgs = (step: PasswordResetStep, extra: Partial<PasswordResetDialogProps> = {}) => ({
  resetDialog: {
    open: true,
    step,
    email: 'ana@empresa.com.br',
    onEmailChange: fn(),
    onSubmitEmail: fn(),
    onConfirm: fn(),
    onEdit: fn(),
    onClose: fn(),
    ...extra,
  },
});

/**
 * 'Esqueceu sua senha?' opened: the dialog asks for the e-mail; 'Continuar' goes on, Escape
 * closes.
 */
export const ResetEnterEmail: Story = {
  args: dialogArgs('enterEmail', { email: '' }),
  play: async ({ canvas, args, userEvent }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Redefinir senha' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await expect(args.resetDialog?.onEmailChange).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.resetDialog?.onSubmitEmail).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.resetDialog?.onClose).toHaveBeenCalled();
  },
};

/** An e-mail typed wrong in the reset dialog: the product's message under it. */
export const ResetEnterEmailError: Story = {
  args: dialogArgs('enterEmail', { email: 'ana@', error: EMAIL_INVALID }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Email')).toHaveAccessibleDescription(EMAIL_INVALID);
  },
};

/** 'Este email está correto?' with the address typed: 'Sim, enviar link' or 'Não, corrigir'. */
export const ResetConfirm: Story = {
  args: dialogArgs('confirm'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      await canvas.findByRole('dialog', { name: 'Este email está correto?' }),
    ).toHaveTextContent('ana@empresa.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Não, corrigir' }));
    await expect(args.resetDialog?.onEdit).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sim, enviar link' }));
    await expect(args.resetDialog?.onConfirm).toHaveBeenCalled();
  },
};

/** 'Sim, enviar link' pressed: the request is on its way. */
export const ResetSending: Story = {
  args: dialogArgs('sending'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Enviando...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/**
 * The answer, whatever the server said: check your e-mail (nobody learns which addresses have an
 * account).
 */
export const ResetSent: Story = {
  args: dialogArgs('sent'),
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Verifique seu email' });
    await expect(dialog).toHaveTextContent(RESET_REQUEST_SENT);
    await expect(dialog).toHaveTextContent('pasta de spam');
  },
};

/** The whole request flow with local state standing in for the machine. */
export const ResetFlow: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [step, setStep] = useState<PasswordResetStep>('enterEmail');
    const [email, setEmail] = useState('');
    return (
      <LoginScreen
        {...args}
        onForgotPassword={() => {
          setStep('enterEmail');
          setOpen(true);
        }}
        resetDialog={{
          open,
          step,
          email,
          onEmailChange: setEmail,
          onSubmitEmail: () => setStep('confirm'),
          onEdit: () => setStep('enterEmail'),
          onConfirm: () => setStep('sent'),
          onClose: () => setOpen(false),
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueceu sua senha?' }));
    await userEvent.type(await canvas.findByLabelText('Email'), 'ana@empresa.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    // The next step shows in the next frame or so: the user waits for it.
    await waitFor(() =>
      expect(canvas.getByRole('dialog', { name: 'Este email está correto?' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Não, corrigir' }));
    await expect(canvas.getByLabelText('Email')).toHaveValue('ana@empresa.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sim, enviar link' }));
    await expect(canvas.getByRole('dialog')).toHaveTextContent(RESET_REQUEST_SENT);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

const challenge = (secondStep: 'code' | 'setup') => ({ secondStep, token: 'passo' });

/** The second step as the login machine's view gives it in state `value`. */
function secondStepOf(value: LoginSnapshot['value'], context: Partial<LoginContext> = {}) {
  const snapshot = loginMachine.resolveState({
    value,
    context: {
      ...loginMachine.config.context,
      key: 'ana@empresa.com.br',
      ...context,
    } as LoginContext,
  });
  return {
    secondStep: selectSecondStepView(snapshot),
    secondFactor: {
      onCodeChange: fn(),
      onCodeSubmit: fn(),
      onMethodToggle: fn(),
      onCancel: fn(),
      onSetupRetry: fn(),
      onRecoveryCodesConfirm: fn(),
    },
  };
}

/** After the right password, for a person with the second factor on: 'Verificação em duas etapas' asks for the app's 6-digit code. */
export const SecondStepCode: Story = {
  args: secondStepOf({ code: 'editing' }, { challenge: challenge('code') }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    const field = canvas.getByLabelText('Código de 6 dígitos');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveFocus();
    await userEvent.type(field, '1');
    await expect(args.secondFactor?.onCodeChange).toHaveBeenCalledWith('1');
    await userEvent.keyboard('{Enter}');
    await expect(args.secondFactor?.onCodeSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Usar um código de recuperação' }));
    await expect(args.secondFactor?.onMethodToggle).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para a senha' }));
    await expect(args.secondFactor?.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A wrong or expired code: 'Código inválido ou expirado.', and the person types another. */
export const SecondStepRefused: Story = {
  args: secondStepOf(
    { code: 'editing' },
    {
      challenge: challenge('code'),
      code: '12',
      codeError: TOTP_CODE_FORMAT,
      formError: TOTP_CODE_INVALID,
    },
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Código de 6 dígitos')).toHaveAccessibleDescription(
      TOTP_CODE_FORMAT,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(TOTP_CODE_INVALID);
  },
};

/** 'Usar um código de recuperação': the phone is lost, so one of the ten codes shown at setup is typed instead. */
export const SecondStepRecoveryCode: Story = {
  args: secondStepOf({ code: 'editing' }, { challenge: challenge('code'), method: 'recovery' }),
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Código de recuperação');
    await expect(field).toHaveAttribute('autocomplete', 'off');
    await expect(canvas.getByRole('button', { name: 'Usar o código do aplicativo' })).toBeVisible();
  },
};

/** The code is being checked: 'Verificando...' on the button. */
export const SecondStepVerifying: Story = {
  args: secondStepOf({ code: 'verifying' }, { challenge: challenge('code'), code: '123456' }),
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Verificando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.secondFactor?.onCodeSubmit).not.toHaveBeenCalled();
  },
};

/** An admin or council member whose role requires the second factor signs in without one: the QR code is being made. */
export const SetupLoading: Story = {
  args: secondStepOf({ setup: 'loading' }, { challenge: challenge('setup') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Gerando o QR code...');
  },
};

/** The QR code could not be made (no connection): the person may try again. */
export const SetupFailure: Story = {
  args: secondStepOf(
    { setup: 'failure' },
    { challenge: challenge('setup'), formError: CONNECTION_ERROR },
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(CONNECTION_ERROR)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.secondFactor?.onSetupRetry).toHaveBeenCalledTimes(1);
  },
};

/** The required setup at sign-in: scan the QR code, type the app's code, and only then reach the portal. */
export const SetupRequired: Story = {
  args: secondStepOf(
    { setup: 'editing' },
    {
      challenge: challenge('setup'),
      setup: { key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr: QR_FIXTURE },
    },
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/A sua função exige/)).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR code para o aplicativo autenticador' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Código de 6 dígitos'), '4');
    await expect(args.secondFactor?.onCodeChange).toHaveBeenCalledWith('4');
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar e entrar' }));
    await expect(args.secondFactor?.onCodeSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.secondFactor?.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Setup done at sign-in: the ten recovery codes are shown once before the portal opens. */
export const SetupRecoveryCodes: Story = {
  args: secondStepOf(
    { setup: 'codes' },
    {
      challenge: challenge('setup'),
      recoveryCodes: Array.from(
        { length: 10 },
        (_, i) => `ABCD-EFGH-IJKL-MN${'234567ABCD'[i]}${(i % 8) + 2}`,
      ),
    },
  ),
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Códigos de recuperação' });
    await expect(list.querySelectorAll('li')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardei os códigos, continuar' }));
    await expect(args.secondFactor?.onRecoveryCodesConfirm).toHaveBeenCalledTimes(1);
  },
};
