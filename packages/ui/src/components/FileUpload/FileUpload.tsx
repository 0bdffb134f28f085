import { useId, useState, type ReactNode } from 'react';
import { ErrorCode, useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { Alert } from '../Alert';
import {
  Hint,
  Instructions,
  Preview,
  ProgressBar,
  ProgressRow,
  ProgressText,
  Root,
  Title,
  Zone,
} from './FileUpload.styles';

export interface FileUploadProps {
  /** The drop zone's visible title, which starts its accessible name, e.g. 'Upload avatar'. */
  label: string;
  /** A line under the instructions, e.g. the accepted types and size. */
  hint?: ReactNode;
  /** Accepted types: MIME type to file extensions, e.g. { 'image/*': ['.png', '.jpg'] }. */
  accept?: Accept;
  /** Largest accepted file in bytes. */
  maxSize?: number;
  /** Lets the user pick several files at once. */
  multiple?: boolean;
  /** Called with the accepted files of a drop or a pick. */
  onFiles: (files: File[]) => void;
  /** Called with the reason when a dropped or picked file is refused (type, size or count). */
  onReject?: (message: string) => void;
  /** Upload progress from 0 to 100 while a file is being sent; null or undefined when idle. */
  progress?: number | null;
  /** The failure to show, e.g. 'Could not upload file'; replaces the component's own refusal text. */
  error?: ReactNode;
  /** An image of the current file (an avatar), shown beside the zone. */
  previewUrl?: string | null;
  /** Text alternative of the preview image. */
  previewAlt?: string;
  /** Blocks picking and dropping. */
  disabled?: boolean;
  /**
   * A one-line zone with a small square preview, for a file that belongs to a row of a list (a
   * print area's mockup); the instructions stay in the zone's accessible description.
   */
  compact?: boolean;
  /** Extra class for layout by the parent. */
  className?: string;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

function rejectionMessage(rejections: FileRejection[], maxSize: number | undefined): string {
  const code = rejections[0]?.errors[0]?.code;
  if (code === ErrorCode.FileTooLarge && maxSize !== undefined) {
    return `The file is larger than ${formatBytes(maxSize)}`;
  }
  if (code === ErrorCode.FileInvalidType) return 'This type of file is not accepted';
  if (code === ErrorCode.TooManyFiles) return 'Please choose one file';
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be used';
}

/**
 * A drop zone for files: drag and drop, click, or Enter and Space on the focused zone open the
 * browser's picker. It shows the upload's progress and its error; sending the file is the
 * caller's work (onFiles), so any storage fits.
 */
export function FileUpload({
  label,
  hint,
  accept,
  maxSize,
  multiple = false,
  onFiles,
  onReject,
  progress,
  error,
  previewUrl,
  previewAlt = '',
  disabled = false,
  compact = false,
  className,
}: FileUploadProps) {
  const ids = useId();
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const [refusal, setRefusal] = useState<string | null>(null);
  const uploading = progress !== null && progress !== undefined;
  const blocked = disabled || uploading;

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple,
    disabled: blocked,
    onDrop: (accepted, rejected) => {
      if (rejected.length > 0) {
        const message = rejectionMessage(rejected, maxSize);
        setRefusal(message);
        onReject?.(message);
        return;
      }
      setRefusal(null);
      if (accepted.length > 0) onFiles(accepted);
    },
  });

  const shownError = error || refusal;
  const percent = uploading ? Math.max(0, Math.min(100, Math.round(progress))) : 0;

  return (
    <Root className={className} $compact={compact}>
      {previewUrl && (
        <Preview
          src={previewUrl}
          alt={previewAlt}
          width={compact ? 40 : 96}
          height={compact ? 40 : 96}
          $compact={compact}
        />
      )}
      <div>
        {/* The file input stays outside the button: a focusable control inside one is not allowed. */}
        <input {...getInputProps({ 'aria-label': `${label}: file` })} />
        <Zone
          {...getRootProps({
            role: 'button',
            // react-dropzone 14 (the release that runs on Node 20) leaves a blocked zone unmarked.
            'aria-disabled': blocked || undefined,
            'aria-describedby':
              [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ') ||
              undefined,
          })}
          $active={isDragActive}
          $invalid={Boolean(shownError)}
          $disabled={blocked}
          $compact={compact}
        >
          <Title>{label}</Title>
          <Instructions $compact={compact}>
            {isDragActive ? 'Drop the file here' : 'Drag a file here, or click to choose one'}
          </Instructions>
        </Zone>
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {uploading && (
          <ProgressRow>
            <ProgressBar max={100} value={percent} aria-label={`${label}: progress`} />
            <ProgressText aria-hidden="true">{percent}%</ProgressText>
          </ProgressRow>
        )}
        {shownError && (
          <div id={errorId}>
            <Alert variant="error">{shownError}</Alert>
          </div>
        )}
      </div>
    </Root>
  );
}
