import type { ReactNode } from 'react';
import type { Accept } from 'react-dropzone';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { FileUpload } from '../FileUpload';
import { ProgressBar, ProgressRow, ProgressText } from '../FileUpload/FileUpload.styles';
import type { WidgetRootProps } from '../widgetRoot';
import {
  FileError,
  FileLine,
  FileList,
  FileName,
  FileRow,
  FileStatus,
  Stack,
} from './UploadDrawer.styles';

/** Where one file of an UploadDrawer is. */
export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file the drawer lists, as the caller's upload reports it. */
export interface UploadDrawerFile {
  /** A key of the caller's that stays with the file across renders. */
  id: string;
  /** The name shown, usually the file's own. */
  name: string;
  /** Size in bytes, shown beside the name. */
  size?: number;
  /** Where the upload is. */
  status: UploadStatus;
  /** Sent so far, 0 to 100, while `status` is 'uploading'. */
  progress?: number;
  /** Why it failed, while `status` is 'failed'. */
  error?: ReactNode;
}

export interface UploadDrawerProps extends WidgetRootProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called by the close button, Escape, the backdrop and the footer's button. */
  onClose: () => void;
  /** The drawer's heading, e.g. 'Upload Designs'. */
  title: ReactNode;
  /** The drop zone's title; default 'Choose files'. */
  label?: string;
  /** Accepted types: MIME type to file extensions, e.g. { 'image/png': ['.png'] }; listed under the zone. */
  accept?: Accept;
  /** Largest accepted file in bytes; said under the zone. */
  maxSize?: number;
  /** Lets the user pick several files at once; default true. */
  multiple?: boolean;
  /** The files the caller is sending or has sent, in the order to list them. */
  files: readonly UploadDrawerFile[];
  /** Called with the accepted files of a drop or a pick: start sending them. */
  onFiles: (files: File[]) => void;
  /** Called by a failed file's Retry. */
  onRetry: (file: UploadDrawerFile) => void;
  /** Called by a file's Remove (shown when given), e.g. to drop a failed one from the list. */
  onRemove?: (file: UploadDrawerFile) => void;
  /** Text of the footer's button, which closes the drawer; default 'Done'. */
  doneLabel?: string;
  /** Width of the panel in pixels or any CSS length. */
  width?: number | string;
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** 'PNG, JPG up to 20.0 MB' from the accepted types and the size limit. */
function acceptedText(accept: Accept | undefined, maxSize: number | undefined): string | null {
  const extensions = Object.values(accept ?? {})
    .flat()
    .map((extension) => extension.replace(/^\./, '').toUpperCase());
  const types = extensions.length > 0 ? `Accepted: ${extensions.join(', ')}` : null;
  const size = maxSize !== undefined ? `up to ${formatSize(maxSize)} each` : null;
  return [types, size].filter(Boolean).join(', ') || null;
}

const STATUS_TEXT: Record<UploadStatus, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Failed',
};

/**
 * A drawer to upload files: a drop zone that says which types and sizes it takes, and each file
 * with its progress, its outcome, and Retry when it failed. Sending is the caller's work
 * (`onFiles`, `onRetry`), which reports each file back through `files`.
 */
export function UploadDrawer({
  open,
  onClose,
  title,
  label = 'Choose files',
  accept,
  maxSize,
  multiple = true,
  files,
  onFiles,
  onRetry,
  onRemove,
  doneLabel = 'Done',
  width,
  className,
  style,
  id,
}: UploadDrawerProps) {
  const hint = acceptedText(accept, maxSize);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      width={width}
      className={className}
      style={style}
      id={id}
    >
      <Stack>
        <FileUpload
          label={label}
          hint={hint}
          accept={accept}
          maxSize={maxSize}
          multiple={multiple}
          onFiles={onFiles}
        />
        {files.length > 0 && (
          <FileList aria-label="Files">
            {files.map((file) => {
              const percent = Math.max(0, Math.min(100, Math.round(file.progress ?? 0)));
              return (
                <FileRow key={file.id}>
                  <FileLine>
                    <FileName>
                      {file.name}
                      {file.size !== undefined && ` (${formatSize(file.size)})`}
                    </FileName>
                    <FileStatus $failed={file.status === 'failed'}>
                      {STATUS_TEXT[file.status]}
                    </FileStatus>
                    {file.status === 'failed' && (
                      <Button
                        size="sm"
                        onClick={() => onRetry(file)}
                        aria-label={`Retry ${file.name}`}
                      >
                        Retry
                      </Button>
                    )}
                    {onRemove && file.status !== 'uploading' && (
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => onRemove(file)}
                        aria-label={`Remove ${file.name}`}
                      >
                        Remove
                      </Button>
                    )}
                  </FileLine>
                  {file.status === 'uploading' && (
                    <ProgressRow>
                      <ProgressBar
                        max={100}
                        value={percent}
                        aria-label={`${file.name}: progress`}
                      />
                      <ProgressText aria-hidden="true">{percent}%</ProgressText>
                    </ProgressRow>
                  )}
                  {file.status === 'failed' && file.error && <FileError>{file.error}</FileError>}
                </FileRow>
              );
            })}
          </FileList>
        )}
      </Stack>
      <Drawer.Footer>
        <Button variant="primary" onClick={onClose}>
          {doneLabel}
        </Button>
      </Drawer.Footer>
    </Drawer>
  );
}
