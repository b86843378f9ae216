import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and blocks clicks; pass `loadingText` to change the label while busy. */
  loading?: boolean;
  loadingText?: string;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  /** Square button holding only an icon; it then needs an `aria-label`. */
  iconOnly?: boolean;
};

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}) {
  return styles.button({ variant, size, fullWidth });
}

/**
 * The kit's button: five variants (primary, secondary, ghost, danger, link) in three sizes, with
 * an optional icon before or after the words, or an icon alone (`iconOnly`, then with an
 * `aria-label`). While `loading` it shows a spinner and `loadingText`, stays focusable and
 * ignores clicks, so focus is never lost mid-submit.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingText,
  leadingIcon,
  trailingIcon,
  iconOnly = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[
        styles.button({ variant, size, fullWidth }),
        iconOnly ? styles.iconOnly : '',
        className ?? '',
      ].join(' ')}
      disabled={disabled}
      // A busy button stays focusable (focus is not lost mid-submit) but ignores clicks.
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} inheritColor /> : leadingIcon}
      {loading && loadingText ? loadingText : children}
      {!loading && trailingIcon}
    </button>
  );
}
