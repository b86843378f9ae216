import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, describedBy } from './Field';
import * as styles from './Field.css';

const meta = {
  title: 'Components/Field',
  component: Field,
  parameters: { layout: 'padded' },
  args: { id: 'role', label: 'Função', children: null },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Field lays out any control; here a native select with an error. */
export const WithSelect: Story = {
  args: { error: 'Please select at least one business' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Field {...args}>
        <select
          id={args.id}
          className={[styles.control, styles.input].join(' ')}
          aria-invalid
          aria-describedby={describedBy(args.id, args.hint, args.error)}
        >
          <option>Usuário</option>
          <option>Conselho</option>
        </select>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Função')).toHaveAccessibleDescription(
      'Please select at least one business',
    );
  },
};

/** A field the person may leave empty: '(opcional)' beside its label, with a hint under it. */
export const OptionalMark: Story = {
  args: { required: false, hint: 'Usado pela IA.' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Field {...args}>
        <input
          id={args.id}
          className={[styles.control, styles.input].join(' ')}
          aria-describedby="role-hint"
        />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(opcional)')).toBeVisible();
  },
};
