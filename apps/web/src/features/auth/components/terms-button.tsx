import type { ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';

/** The link beside the terms checkbox: alone until first pressed, then the dialog's trigger. */
export function TermsButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className="rounded font-semibold text-primary underline underline-offset-4 hover:text-primary/80"
      {...props}
    >
      <Trans>Terms & Privacy Policy</Trans>
    </button>
  );
}
