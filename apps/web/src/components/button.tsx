import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed';

// A disabled (or busy, aria-disabled) button turns neutral instead of fading: faded white on clay fell
// to 2.4:1, while muted brown on sand keeps 5.2:1, so the label stays readable and still looks out of play.
const variants: Record<Variant, string> = {
  primary:
    'bg-clay-600 text-white hover:bg-clay-700 disabled:bg-sand disabled:text-muted aria-disabled:bg-sand aria-disabled:text-muted',
  secondary:
    'border border-ink/20 bg-white text-ink hover:border-ink/40 hover:bg-sand disabled:border-ink/10 disabled:bg-white disabled:text-muted',
  ghost: 'text-ink hover:bg-sand disabled:bg-transparent disabled:text-muted',
  danger:
    'border border-danger/30 bg-white text-danger hover:bg-danger hover:text-white disabled:border-ink/10 disabled:bg-white disabled:text-muted',
};

const sizes: Record<Size, string> = {
  md: 'px-4 py-2 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** The class list of a button, for links that must look like one. */
export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: Variant;
  size?: Size;
}

export function ButtonLink({ variant = 'primary', size = 'md', className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
