import { openOnDemand, type OnDemandTriggerProps } from '../../../components/ui/open-on-demand';
import { ProductVideoButton } from './product-video-button';

export interface ProductVideoProps {
  name: string;
  videoUrl: string;
}

/** The button alone, without the video's props, which are the dialog's. */
function VideoTrigger({ name: _name, videoUrl: _videoUrl, ...trigger }: ProductVideoProps & OnDemandTriggerProps) {
  return <ProductVideoButton {...trigger} />;
}

/** Plays the product's video in a dialog, whose code (Radix's dialog, focus trap and scroll lock) loads when first opened. */
export const ProductVideoDialog = openOnDemand<ProductVideoProps>(
  () => import('./product-video-popup').then((module) => module.ProductVideoPopup),
  VideoTrigger,
);
