import { Trans, useLingui } from '@lingui/react/macro';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { videoSourceOf } from '../video-source';
import type { ProductVideoProps } from './product-video-dialog';
import { ProductVideoButton } from './product-video-button';

/** The video dialog once opened (see ProductVideoDialog); the player mounts (and downloads) only while it is open. */
export function ProductVideoPopup({ name, videoUrl, defaultOpen }: ProductVideoProps & { defaultOpen?: boolean }) {
  const source = videoSourceOf(videoUrl);
  const { t } = useLingui();
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <ProductVideoButton />
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle lang="en">{name}</DialogTitle>
          <DialogDescription>
            <Trans>Product video</Trans>
          </DialogDescription>
        </DialogHeader>
        {source.kind === 'file' ? (
          <video src={source.src} controls autoPlay playsInline className="aspect-video w-full rounded-xl bg-black" />
        ) : (
          <iframe
            src={source.src}
            title={t`${name} video`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="aspect-video w-full rounded-xl bg-black"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
