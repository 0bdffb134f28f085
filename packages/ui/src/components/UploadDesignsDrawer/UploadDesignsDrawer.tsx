import { orderIdLabel } from '@podoffice/domain';
import { useId, useState, type ReactNode } from 'react';
import type { Accept } from 'react-dropzone';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Drawer } from '../Drawer';
import { FileUpload } from '../FileUpload';
import { LoadState } from '../LoadState';
import { DownloadDesigns, type DesignDownload } from './DownloadDesigns';
import {
  Area,
  AreaDetail,
  AreaTitle,
  Content,
  Design,
  DesignName,
  FileLink,
  FooterMessage,
  FooterStart,
  LabelRow,
  Muted,
  Row,
  Rows,
  Section,
  SectionHeading,
  Thumbnail,
} from './UploadDesignsDrawer.styles';

/** A print area of the order with its design now. */
export interface UploadDesignsPrintFile {
  /** The order's print file id, sent back in onSave. */
  id: string | number;
  /** The area's name, e.g. 'Front'. */
  title: string;
  /** The area's width in pixels. */
  width?: number | null;
  /** The area's height in pixels. */
  height?: number | null;
  /** The product type's note on the area, e.g. 'Centre the design, 300 dpi'. */
  note?: string | null;
  /** The file id of the design it has now (fileID / file_id); null without one. */
  fileId?: string | null;
  /** Where the design it has now opens (a thumbnail link); without it, its name only. */
  fileUrl?: string | null;
  /** A small image of that design (a 200 px preview) when the file itself is not an image. */
  thumbnailUrl?: string | null;
}

/** What an upload is for: a print area's design or the order's label. */
export type UploadDesignsTarget = { kind: 'printFile'; id: string | number } | { kind: 'label' };

/** A file the screen has uploaded in this drawer. */
export interface UploadedDesignFile {
  /** The stored file's id, sent as the print file's fileID. */
  fileId: string;
  /** The picked file's name. */
  fileName: string;
  /** An image of it (e.g. an object URL of the picked file), when it is one. */
  previewUrl?: string | null;
}

/** What Save sends (updateOrderPrintFiles): every print area's design and the is_ready flag. */
export interface UploadDesignsSaveValue {
  printFiles: { id: string | number; fileId: string }[];
  isReady: boolean;
}

export interface UploadDesignsDrawerProps {
  /** Shows the drawer. */
  open: boolean;
  /** Called on Cancel, the close button, Escape or the backdrop. */
  onClose: () => void;
  /** The order's id, shown as N + 6 digits in the title. */
  orderId: number;
  /** The order's print areas, each with the design it has now. */
  printFiles: readonly UploadDesignsPrintFile[];
  /** A personalized or custom order: its designs are its own, not the product's. */
  personalized?: boolean;
  /** Print files are locked (in production, fulfilled, cancelled): every uploader is disabled. */
  locked?: boolean;
  /** Where the order's label (label_image_id) opens; null without one. */
  labelUrl?: string | null;
  /** Called with the accepted file of a pick or drop; the screen uploads it. */
  onUpload: (target: UploadDesignsTarget, file: File) => void;
  /** Upload progress (0-100) by print file id; null or absent when idle. */
  progress?: Readonly<Record<string, number | null | undefined>>;
  /** Upload failures by print file id, e.g. 'Could not upload file'. */
  errors?: Readonly<Record<string, ReactNode>>;
  /** Files uploaded in this drawer by print file id: they replace the designs on Save. */
  uploaded?: Readonly<Record<string, UploadedDesignFile | null | undefined>>;
  /** The label's upload progress (0-100); null or absent when idle. */
  labelProgress?: number | null;
  /** The label's upload failure. */
  labelError?: ReactNode;
  /** The label uploaded in this drawer (the screen has saved it as the order's label). */
  uploadedLabel?: UploadedDesignFile | null;
  /** Shows 'Mark the order ready', the call's is_ready flag. */
  canMarkReady?: boolean;
  /** Called on Save, once every print area has a design. */
  onSave: (value: UploadDesignsSaveValue) => void;
  /** The designs are being saved: Save shows busy. */
  saving?: boolean;
  /** The server refused the save. */
  saveError?: ReactNode;
  /** The order's print files are loading. */
  loading?: boolean;
  /** The order's print files could not be loaded. */
  error?: ReactNode;
  /** Shows Retry beside the load error. */
  onRetry?: () => void;
  /**
   * Re-download print files: with it, a form of design addresses per print area under the
   * uploads; called with the filled, well-formed ones.
   */
  onDownload?: (designs: DesignDownload[]) => void;
  /** The re-download request is being sent. */
  downloading?: boolean;
  /** The re-download's progress and outcome (the screen's job panel). */
  downloadStatus?: ReactNode;
}

/** A print file is a .jpg, .png, .tiff, .psd or .dxf file (what a FileUpload for designs accepts). */
export const PRINT_FILE_ACCEPT: Accept = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/tiff': ['.tif', '.tiff'],
  // Each file passes on its extension whatever type the browser gives it (often none for
  // .psd and .dxf); the types only name the files for the picker.
  'image/vnd.adobe.photoshop': ['.psd'],
  'image/vnd.dxf': ['.dxf'],
};

/** A label may also be a .pdf. */
const LABEL_ACCEPT: Accept = { ...PRINT_FILE_ACCEPT, 'application/pdf': ['.pdf'] };

const LOCKED_MESSAGE =
  'Print files are locked once the order is in production, fulfilled or cancelled.';

/**
 * The Upload Designs drawer of an order: a design for each print area, the label, and
 * Save (updateOrderPrintFiles). Uploading is the screen's work: it gets each picked file through
 * onUpload and gives back progress, errors and the stored files.
 */
export function UploadDesignsDrawer({
  open,
  onClose,
  orderId,
  loading = false,
  error,
  onRetry,
  ...rest
}: UploadDesignsDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={`Upload Designs ${orderIdLabel(orderId)}`}
      width={800}
    >
      <LoadState
        loading={loading}
        loadingLabel="Loading print files"
        loadingLines={6}
        error={error}
        onRetry={onRetry}
      >
        <UploadDesignsContent onClose={onClose} {...rest} />
      </LoadState>
    </Drawer>
  );
}

type ContentProps = Omit<
  UploadDesignsDrawerProps,
  'open' | 'orderId' | 'loading' | 'error' | 'onRetry'
>;

function UploadDesignsContent({
  onClose,
  printFiles,
  personalized = false,
  locked = false,
  labelUrl,
  onUpload,
  progress = {},
  errors = {},
  uploaded = {},
  labelProgress,
  labelError,
  uploadedLabel,
  canMarkReady = false,
  onSave,
  saving = false,
  saveError,
  onDownload,
  downloading,
  downloadStatus,
}: ContentProps) {
  const ids = useId();
  const headingId = `${ids}-designs`;
  const labelHeadingId = `${ids}-label`;
  const missingId = `${ids}-missing`;
  const [isReady, setIsReady] = useState(false);

  const designOf = (file: UploadDesignsPrintFile) =>
    uploaded[String(file.id)]?.fileId || file.fileId || null;
  const complete = printFiles.length > 0 && printFiles.every((file) => designOf(file) !== null);
  // A design on its way would be saved as the one it replaces. The label is not part of Save.
  const uploading = printFiles.some((file) => isBusy(progress[String(file.id)]));
  const missing = !complete && !locked && printFiles.length > 0;

  const save = () =>
    onSave({
      printFiles: printFiles.map((file) => ({ id: file.id, fileId: designOf(file)! })),
      isReady: canMarkReady && isReady,
    });

  return (
    <>
      <Content>
        {locked && <Alert variant="info">{LOCKED_MESSAGE}</Alert>}
        <Section aria-labelledby={headingId}>
          <SectionHeading id={headingId}>
            {personalized ? 'Personalized order: designs for this order only' : 'Print files'}
          </SectionHeading>
          <Muted>Accepted files: .jpg, .png, .tiff, .psd, .dxf</Muted>
          {printFiles.length === 0 ? (
            <Muted>This order has no print areas.</Muted>
          ) : (
            <Rows aria-labelledby={headingId}>
              {printFiles.map((file) => {
                const key = String(file.id);
                return (
                  <Row key={key}>
                    <Area>
                      <AreaTitle>{file.title}</AreaTitle>
                      {file.width && file.height ? (
                        <AreaDetail>
                          {file.width} × {file.height} px
                        </AreaDetail>
                      ) : null}
                      {file.note && <AreaDetail>{file.note}</AreaDetail>}
                    </Area>
                    <Design>
                      <DesignNow file={file} upload={uploaded[key]} />
                    </Design>
                    <FileUpload
                      compact
                      label={`Upload design for ${file.title}`}
                      accept={PRINT_FILE_ACCEPT}
                      onFiles={(files) => onUpload({ kind: 'printFile', id: file.id }, files[0]!)}
                      progress={progress[key]}
                      error={errors[key]}
                      disabled={locked}
                    />
                  </Row>
                );
              })}
            </Rows>
          )}
        </Section>
        {onDownload && printFiles.length > 0 && (
          <DownloadDesigns
            printFiles={printFiles}
            onDownload={onDownload}
            downloading={downloading}
            disabled={locked}
            status={downloadStatus}
          />
        )}
        <LabelRow aria-labelledby={labelHeadingId}>
          <Area>
            <SectionHeading id={labelHeadingId}>Label</SectionHeading>
            <AreaDetail>Accepted files: .jpg, .png, .tiff, .psd, .dxf, .pdf</AreaDetail>
          </Area>
          <Design>
            <LabelNow labelUrl={labelUrl} upload={uploadedLabel} />
          </Design>
          <FileUpload
            compact
            label="Upload label"
            accept={LABEL_ACCEPT}
            onFiles={(files) => onUpload({ kind: 'label' }, files[0]!)}
            progress={labelProgress}
            error={labelError}
            disabled={locked}
          />
        </LabelRow>
      </Content>
      <Drawer.Footer>
        {saveError && (
          <FooterMessage>
            <Alert variant="error">{saveError}</Alert>
          </FooterMessage>
        )}
        <FooterStart>
          {canMarkReady && (
            <Checkbox
              label="Mark the order ready"
              checked={isReady}
              onChange={(event) => setIsReady(event.target.checked)}
              disabled={locked || saving}
            />
          )}
          {missing && <Muted id={missingId}>Choose a design for every print area</Muted>}
        </FooterStart>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="primary"
          onClick={save}
          loading={saving}
          disabled={!complete || locked || uploading}
          aria-describedby={missing ? missingId : undefined}
        >
          Save
        </Button>
      </Drawer.Footer>
    </>
  );
}

function isBusy(progress: number | null | undefined): boolean {
  return progress !== null && progress !== undefined;
}

/** A print area's design: the one just uploaded, else the one it has, else none. */
function DesignNow({
  file,
  upload,
}: {
  file: UploadDesignsPrintFile;
  upload: UploadedDesignFile | null | undefined;
}) {
  if (upload) {
    return (
      <>
        {upload.previewUrl && (
          <Thumbnail
            src={upload.previewUrl}
            alt={`New design for ${file.title}`}
            width={56}
            height={56}
          />
        )}
        <DesignName>New: {upload.fileName}</DesignName>
      </>
    );
  }
  if (file.fileUrl) {
    return (
      <FileLink href={file.fileUrl} target="_blank" rel="noopener noreferrer">
        <Thumbnail
          src={file.thumbnailUrl ?? file.fileUrl}
          alt={`Design for ${file.title}`}
          width={56}
          height={56}
        />
      </FileLink>
    );
  }
  if (file.fileId) return <>Design on file</>;
  return <>No design yet</>;
}

/** The order's label: the one just uploaded, else the one it has, else none. */
function LabelNow({
  labelUrl,
  upload,
}: {
  labelUrl: string | null | undefined;
  upload: UploadedDesignFile | null | undefined;
}) {
  if (upload) {
    return upload.previewUrl ? (
      <FileLink href={upload.previewUrl} target="_blank" rel="noopener noreferrer">
        New label: {upload.fileName}
      </FileLink>
    ) : (
      <DesignName>New label: {upload.fileName}</DesignName>
    );
  }
  if (labelUrl) {
    return (
      <FileLink href={labelUrl} target="_blank" rel="noopener noreferrer">
        View label
      </FileLink>
    );
  }
  return <>No label yet</>;
}
