import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MONEY_NEGATIVE, MONEY_TOO_LARGE, MONEY_UNREADABLE } from '@portal/domain';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

const LABEL = 'Meta de Faturamento';

const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  parameters: { layout: 'padded' },
  args: { label: LABEL, value: '', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MoneyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The field is controlled: the story keeps the value the way a form's machine does. */
function Controlled({ after, ...args }: MoneyFieldProps & { after?: ReactNode }) {
  const [value, setValue] = useState(args.value);
  return (
    <>
      <MoneyField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      {after}
    </>
  );
}

/** The five ways people write one million three hundred thousand reais (and fifty cents). */
const TYPED: [typed: string, understood: string, sent: string][] = [
  ['1.300.000', 'R$ 1.300.000,00', '1300000'],
  ['1.300.000,00', 'R$ 1.300.000,00', '1300000.00'],
  ['1300000', 'R$ 1.300.000,00', '1300000'],
  ['R$ 1.300.000,00', 'R$ 1.300.000,00', '1300000.00'],
  ['1300000,5', 'R$ 1.300.000,50', '1300000.5'],
];

/** formatBRL writes a no-break space after 'R$'; a person reads it as a space. */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/**
 * An amount not given yet (a new company's revenue goal): 'R$ 0,00' as a placeholder, and a phone
 * opens its number keyboard.
 */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'R$ 0,00');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(canvas.queryByText(/Valor entendido/)).toBeNull();
  },
};

/** Typing each form shows the amount understood under the field, and the form gets its number. */
export const TypedTheBrazilianWay: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(LABEL);
    for (const [typed, understood, sent] of TYPED) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      const line = await canvas.findByText(/Valor entendido/);
      await expect(spaced(line.textContent)).toBe(`Valor entendido: ${understood}`);
      await expect(input).toHaveAccessibleDescription(/Valor entendido: R\$\s1\.300\.000,[05]0/);
      await expect(args.onChange).toHaveBeenLastCalledWith(sent);
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    // The field shows the amount formatted as it is typed, with the dots where they belong.
    await userEvent.clear(input);
    await userEvent.type(input, '1.300.000');
    await expect(input).toHaveValue('R$ 1.300.000');
  },
};

/** The same five forms pasted (as copied from a spreadsheet, an e-mail or the portal itself). */
export const Pasted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(LABEL);
    for (const [typed, understood] of TYPED) {
      await userEvent.clear(input);
      await userEvent.paste(typed);
      await expect(spaced((await canvas.findByText(/Valor entendido/)).textContent)).toBe(
        `Valor entendido: ${understood}`,
      );
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
    await expect(args.onChange).toHaveBeenLastCalledWith('1300000.5');
  },
};

/** Letters cannot be read: the message says so beside the field and nothing is typed. */
export const JunkRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(LABEL);
    await userEvent.type(input, 'abc');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(MONEY_UNREADABLE);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(MONEY_UNREADABLE);
    await expect(args.onChange).not.toHaveBeenCalled();
    // A digit typed next is taken, and the message goes.
    await userEvent.type(input, '5');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(input).toHaveValue('R$ 5');
  },
};

/** A pasted text read another way ('1,300,000') is refused, and the amount there stays. */
export const PasteRefused: Story = {
  args: { value: '250000' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toHaveValue('R$ 250.000');
    await userEvent.tripleClick(input);
    await userEvent.paste('1,300,000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MONEY_UNREADABLE);
    await expect(input).toHaveValue('R$ 250.000');
    await userEvent.tripleClick(input);
    await userEvent.paste('-R$ 10,00');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MONEY_NEGATIVE);
    await expect(input).toHaveValue('R$ 250.000');
  },
};

/** A minus typed: amounts typed are never negative. */
export const NegativeRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText(LABEL);
    await userEvent.type(input, '-');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MONEY_NEGATIVE);
    await expect(input).toHaveValue('');
    // Digits typed next are an amount again, and the message goes.
    await userEvent.type(input, '100');
    await expect(input).toHaveValue('R$ 100');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** More than the largest amount (just under R$ 1 trilhão) is not taken. */
export const TooLargeRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(LABEL);
    await userEvent.type(input, '9999999999999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MONEY_TOO_LARGE);
    await expect(input).toHaveValue('R$ 999.999.999.999');
    await expect(args.onChange).toHaveBeenLastCalledWith('999999999999');
  },
};

/** The form's own refusal (a required goal left empty) under the field, named by it. */
export const WithError: Story = {
  args: { error: 'A meta de receita é obrigatória', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A meta de receita é obrigatória');
  },
};

/** A saved amount (as the server sends it, or written the Brazilian way) shown formatted. */
export const Prefilled: Story = {
  args: { value: '1200000.5', hint: 'Em reais, por exemplo 1.234,56' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toHaveValue('R$ 1.200.000,5');
    await expect(input).toHaveAccessibleDescription(
      /^Valor entendido: R\$\s1\.200\.000,50 Em reais, por exemplo 1\.234,56$/,
    );
  },
};

/** An amount kept as a Brazilian writes it ('84.383,52'), shown formatted. */
export const PrefilledBrazilianText: Story = {
  args: { value: '84.383,52' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(LABEL)).toHaveValue('R$ 84.383,52');
  },
};

/** Keyboard only: Tab in, type, fix with Backspace, Tab out; the amount follows every key. */
export const KeyboardOnly: Story = {
  render: (args) => <Controlled {...args} after={<button type="button">Salvar</button>} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(LABEL);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1.300.0001');
    await expect(input).toHaveValue('R$ 13.000.001');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('R$ 1.300.000');
    await userEvent.keyboard(',5');
    await expect(spaced((await canvas.findByText(/Valor entendido/)).textContent)).toBe(
      'Valor entendido: R$ 1.300.000,50',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1300000.5');
  },
};

/** The company's goal while 'Salvar Alterações' is on its way: it cannot change meanwhile. */
export const Disabled: Story = {
  args: { value: '150000', disabled: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(LABEL);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('R$ 150.000');
  },
};
