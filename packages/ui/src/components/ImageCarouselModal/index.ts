export {
  CAROUSEL_WIDTH,
  ImageCarouselModal,
  type CarouselImage,
  type ImageCarouselModalProps,
} from './ImageCarouselModal';
