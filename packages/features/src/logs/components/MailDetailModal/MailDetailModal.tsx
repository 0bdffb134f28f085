import { useId, useMemo } from 'react';
import { formatOrderDate } from '@podoffice/domain';
import { Modal, usePodTheme } from '@podoffice/ui';
import type { OutboxMailFieldsFragment } from '../../api';
import { mailDocument } from '../../mailHtml';
import { Block, BlockTitle, Facts, Pre } from '../LogDetailModal/LogDetailModal.styles';
import { MailFrame, Stack } from './MailDetailModal.styles';

export interface MailDetailModalProps {
  /** The mail to show; the modal is closed when null. */
  mail: OutboxMailFieldsFragment | null;
  /** Called when the user closes it. */
  onClose: () => void;
}

// No allow-scripts and no allow-same-origin: whatever the body holds runs nothing and reaches
// neither the app's storage nor its page. Links may open a tab of their own, which runs normally.
const SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/**
 * One stored mail: date, recipient and subject, the HTML body sanitised (DOMPurify) in a sandboxed
 * frame whose links open in a new tab, and the plain-text body as written.
 */
export function MailDetailModal({ mail, onClose }: MailDetailModalProps) {
  const baseId = useId();
  const theme = usePodTheme();
  const html = mail?.html;
  const srcDoc = useMemo(
    () =>
      html
        ? mailDocument(html, {
            font: theme.fonts.body,
            fontSize: theme.fontSizes.md,
            text: theme.colors.text,
            link: theme.colors.primary,
          })
        : null,
    [html, theme],
  );
  if (!mail) return null;
  return (
    <Modal open onClose={onClose} title={mail.subject} width={880}>
      <Facts>
        <div>
          <dt>Date</dt>
          <dd>{formatOrderDate(mail.created_at)}</dd>
        </div>
        <div>
          <dt>Recipient</dt>
          <dd>{mail.to}</dd>
        </div>
      </Facts>
      <Stack>
        {srcDoc && (
          <Block>
            <BlockTitle id={`${baseId}-html`}>Message</BlockTitle>
            <MailFrame
              title={`Message to ${mail.to}`}
              aria-describedby={`${baseId}-html`}
              sandbox={SANDBOX}
              referrerPolicy="no-referrer"
              srcDoc={srcDoc}
            />
          </Block>
        )}
        <Block>
          <BlockTitle id={`${baseId}-text`}>{srcDoc ? 'Plain text' : 'Message'}</BlockTitle>
          {/* A region that scrolls on its own: focusable so keyboard users can scroll it. */}
          <Pre role="region" tabIndex={0} aria-labelledby={`${baseId}-text`}>
            {mail.text}
          </Pre>
        </Block>
      </Stack>
    </Modal>
  );
}
