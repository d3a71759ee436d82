import type { ComponentProps } from 'react';
import { PlayCircle } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

/** "Watch Product Video": drawn alone until first pressed, then as the video dialog's trigger. */
export function ProductVideoButton(props: ComponentProps<'button'>) {
  return (
    <Button variant="outline" aria-haspopup="dialog" aria-expanded={false} {...props}>
      <PlayCircle aria-hidden />
      <Trans>Watch Product Video</Trans>
    </Button>
  );
}
