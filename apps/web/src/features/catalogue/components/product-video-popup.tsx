import { PlayCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { videoSourceOf } from '../video-source';

/** Plays the product's video in a dialog; the player only mounts (and downloads) once opened. */
export function ProductVideoDialog({ name, videoUrl }: { name: string; videoUrl: string }) {
  const source = videoSourceOf(videoUrl);
  const { t } = useLingui();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PlayCircle aria-hidden />
          <Trans>Watch Product Video</Trans>
        </Button>
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
