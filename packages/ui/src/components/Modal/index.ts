export { Modal, type ModalComponent, type ModalProps } from './Modal';
// The footer alone, for forms that put their buttons in whichever dialog hosts them.
export { DialogFooter, type DialogFooterProps } from './dialogParts';
