import { orderImageUrl } from '@podoffice/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import { Controls, Counter, Figure, Picture } from './ImageCarouselModal.styles';

/** One picture of the carousel: an address or a file store key. */
export interface CarouselImage {
  src: string;
  /** What the picture shows, for screen readers. */
  alt?: string;
}

export interface ImageCarouselModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called on the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The product's images, in order. */
  images: readonly CarouselImage[];
  /** Base address of the file store, put before images that do not start with http. */
  imageBaseUrl?: string;
  /** The picture shown first. */
  initialIndex?: number;
  /** The modal's title. */
  title?: ReactNode;
  /** The images are loading. */
  loading?: boolean;
  /** The images could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
}

/** The image product carousel is 400 px wide. */
export const CAROUSEL_WIDTH = 400;

/**
 * The image product carousel: one picture at a time, Previous and Next buttons, and
 * the arrow keys anywhere in the dialog; it wraps around at both ends.
 */
export function ImageCarouselModal({
  open,
  onClose,
  images,
  imageBaseUrl = '',
  initialIndex = 0,
  title = 'Images',
  loading = false,
  error,
  onRetry,
}: ImageCarouselModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} width={CAROUSEL_WIDTH}>
      <LoadState
        loading={loading}
        loadingLabel="Loading images"
        error={error}
        onRetry={onRetry}
        empty={images.length === 0}
        emptyMessage="No images"
      >
        <Carousel images={images} imageBaseUrl={imageBaseUrl} initialIndex={initialIndex} />
      </LoadState>
    </Modal>
  );
}

function Carousel({
  images,
  imageBaseUrl,
  initialIndex,
}: {
  images: readonly CarouselImage[];
  imageBaseUrl: string;
  initialIndex: number;
}) {
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), count - 1));
  const current = Math.min(index, count - 1);
  const image = images[current]!;

  useEffect(() => {
    // On the document: focus may sit on the close button, outside the carousel's own box.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select'))
        return;
      event.preventDefault();
      setIndex((i) => (i + (event.key === 'ArrowRight' ? 1 : -1) + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <Figure aria-roledescription="carousel">
      <Picture
        src={orderImageUrl(image.src, imageBaseUrl) ?? undefined}
        alt={image.alt ?? `Image ${current + 1} of ${count}`}
      />
      {count > 1 && (
        <Controls>
          <Button size="sm" onClick={() => move(-1)}>
            Previous
          </Button>
          <Counter aria-live="polite">
            {current + 1} / {count}
          </Counter>
          <Button size="sm" onClick={() => move(1)}>
            Next
          </Button>
        </Controls>
      )}
    </Figure>
  );
}
