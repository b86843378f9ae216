import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  COMPANY_DATA_EXPORT_FAILED,
  DATA_EXPORT_DONE,
  PERSONAL_DATA_EXPORT_FAILED,
} from '@portal/domain';
import { dataExportFromMachine as fromMachine } from '../../fixtures/data-export.fixtures';
import { DataExportButton } from './DataExportButton';

const meta = {
  title: 'Components/DataExportButton',
  component: DataExportButton,
  parameters: { layout: 'padded' },
  args: {
    title: 'Dados da empresa (LGPD)',
    hint: 'Um arquivo .zip com pessoas, reuniões e transcrições, tarefas, documentos com seus arquivos, relatórios mensais e o registro de acessos.',
    label: 'Exportar dados (LGPD)',
    ...fromMachine('idle'),
    onExport: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof DataExportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin opens a company's detail: one button, and what the file will hold. */
export const Idle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Exportar dados (LGPD)' });
    await expect(button).toHaveAccessibleDescription(/pessoas, reuniões e transcrições/);
    await userEvent.click(button);
    await expect(args.onExport).toHaveBeenCalledTimes(1);
    // From the keyboard as well.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledTimes(2);
  },
};

/** The file is being made and downloaded: the button says so and a second press asks nothing. */
export const Exporting: Story = {
  args: fromMachine('exporting'),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Preparando arquivo/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onExport).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-status]')).toHaveAttribute(
      'data-status',
      'exporting',
    );
  },
};

/** The browser has the zip: a note for 3 s, which the person may close sooner. */
export const Done: Story = {
  args: fromMachine('done'),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(DATA_EXPORT_DONE);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The export failed (the server did not answer): the reason, and the same button to try again. */
export const Failure: Story = {
  args: fromMachine('failure', { error: COMPANY_DATA_EXPORT_FAILED }),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(COMPANY_DATA_EXPORT_FAILED);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar dados (LGPD)' }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** A person's own data from the profile modal could not be downloaded: their words, a retry. */
export const PersonalFailure: Story = {
  args: {
    title: 'Seus dados',
    hint: 'Um arquivo .zip com o seu perfil, suas empresas, tarefas, notificações, eventos de segurança e preferências de e-mail.',
    label: 'Baixar meus dados',
    ...fromMachine('failure', { subject: 'personal', error: PERSONAL_DATA_EXPORT_FAILED }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PERSONAL_DATA_EXPORT_FAILED);
    await expect(canvas.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  },
};
