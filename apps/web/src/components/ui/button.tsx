import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner';
import { useSubmitOnce } from './use-submit-once';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'text';
export type ButtonSize = 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

function buttonClassName({ variant = 'primary', size = 'md', fullWidth }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'>, ButtonLook {
  /** Shows a small spinner, sets aria-busy and disables the button. */
  isLoading?: boolean;
  /**
   * Return the action's promise (a mutation's `mutateAsync`) and the button is busy, and ignores presses, until it
   * settles: a double-click sends one request (docs/product.md#one-click-one-request).
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /**
   * Ignores the second click of a double-click (`event.detail > 1`), a submit's included. For a button drawn in place
   * of the one just pressed (a confirm step shown inline), which that click would otherwise press: a double-click on
   * "Remove" must ask, not remove (docs/product.md#one-click-one-request).
   */
  ignoresRepeatClick?: boolean;
}

/** The one button: primary (brand fill), secondary (outlined) or text (link-like). */
export function Button(props: ButtonProps) {
  const {
    variant,
    size,
    fullWidth,
    isLoading: isLoadingProp = false,
    className,
    disabled,
    type = 'button',
    children,
    onClick,
    ignoresRepeatClick = false,
    ...rest
  } = props;
  const once = useSubmitOnce();
  const isLoading = isLoadingProp || once.isSubmitting;
  return (
    <button
      {...rest}
      onClick={
        onClick || ignoresRepeatClick
          ? (event) => {
              if (ignoresRepeatClick && event.detail > 1) return event.preventDefault();
              if (onClick) once.submit(() => onClick(event));
            }
          : undefined
      }
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading ? <Spinner size={size === 'lg' ? 20 : 18} label={null} className={styles.spinner} /> : null}
      {children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & ButtonLook;

/** A react-router link that looks like a Button. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  const extra = typeof className === 'string' ? className : undefined;
  return <Link {...rest} className={buttonClassName({ variant, size, fullWidth }, extra)} />;
}
