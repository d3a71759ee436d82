import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button } from './button';

type LinkButtonProps = Omit<ComponentProps<typeof Button>, 'asChild' | 'onClick'> & { to: string };

/** A link styled as a button; a link cannot be disabled, so a disabled one is a real disabled button. */
export function LinkButton({ to, disabled, children, ...props }: LinkButtonProps) {
  if (disabled) {
    return (
      <Button {...props} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button {...props} asChild>
      <Link to={to}>{children}</Link>
    </Button>
  );
}
