import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: { layout: 'centered' },
  args: { children: 'Salvar', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a form or a page ('Salvar', 'Entrar', 'Criar Tarefa'). */
export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** An action beside the main one ('Cancelar', 'Editar'). */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** An action that deletes ('Excluir'), mostly inside a confirmation. */
export const Danger: Story = { args: { variant: 'danger', children: 'Excluir' } };
/** An action whose icon helps find it, as 'Nova Tarefa' with its plus. */
export const WithIcon: Story = {
  args: { leadingIcon: <Icon name="plus" />, children: 'Nova Tarefa' },
};

/**
 * After a click, while the request is on its way ('Salvando...'): focus stays, clicks are ignored.
 */
export const Loading: Story = {
  args: { loading: true, loadingText: 'Salvando...' },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Salvando...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** An action that cannot be taken yet. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** Every variant × size, plus loading and disabled, at once. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonVariants.map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}
        >
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} loading loadingText="Carregando...">
            x
          </Button>
          <Button {...args} variant={variant} disabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(
      buttonVariants.length * (buttonSizes.length + 2),
    );
  },
};
