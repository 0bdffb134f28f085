export { MailDetailModal, type MailDetailModalProps } from './MailDetailModal';
