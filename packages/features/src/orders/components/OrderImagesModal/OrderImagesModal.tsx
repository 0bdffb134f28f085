import { orderIdLabel } from '@podoffice/domain';
import { ImageCarouselModal, type CarouselImage } from '@podoffice/ui';
import type { OrderRowFieldsFragment } from '../../api';

type OrderPictures = Pick<OrderRowFieldsFragment, 'id' | 'variant_image' | 'print_files'> & {
  product_name?: string | null;
};

/**
 * An order's pictures for the image product carousel: the product image, then each print area's
 * mockup (the order carries no other product images until products are stored), each once.
 */
export function orderImages(order: OrderPictures): CarouselImage[] {
  const title = order.product_name || 'Product';
  const images: CarouselImage[] = [];
  const seen = new Set<string>();
  const add = (src: string | null | undefined, alt: string) => {
    if (!src || seen.has(src)) return;
    seen.add(src);
    images.push({ src, alt });
  };
  add(order.variant_image, title);
  order.print_files.forEach((file, i) => add(file.mockup, `${title}, mockup ${i + 1}`));
  return images;
}

export interface OrderImagesModalProps {
  /** The order whose pictures show; nothing shows without one. */
  order: OrderPictures | undefined;
  onClose: () => void;
  /** Base address of the file store, for keys without http. */
  imageBaseUrl: string;
}

/** The image product carousel (400 px wide) over an order's pictures. */
export function OrderImagesModal({ order, onClose, imageBaseUrl }: OrderImagesModalProps) {
  return (
    <ImageCarouselModal
      open={Boolean(order)}
      onClose={onClose}
      title={order ? `Images of ${orderIdLabel(order.id)}` : 'Images'}
      images={order ? orderImages(order) : []}
      imageBaseUrl={imageBaseUrl}
    />
  );
}
