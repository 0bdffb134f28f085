export { Modal, type ModalComponent, type ModalProps } from './Modal';
export type { DialogFooterProps } from './dialogParts';
