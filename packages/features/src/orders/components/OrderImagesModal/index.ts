export { OrderImagesModal, orderImages, type OrderImagesModalProps } from './OrderImagesModal';
