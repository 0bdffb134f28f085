export { ReceiverEmailsModal, type ReceiverEmailsModalProps } from './ReceiverEmailsModal';
