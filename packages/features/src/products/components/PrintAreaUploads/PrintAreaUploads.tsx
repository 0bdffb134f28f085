import { useState, type ReactNode } from 'react';
import { DESIGN_MESSAGES, ORDER_MESSAGES, PRINT_FILE_EXTENSIONS } from '@podoffice/domain';
import { FileUpload, PRINT_FILE_ACCEPT } from '@podoffice/ui';
import { uploadFile, type UploadedFile } from '../../../shared/uploadFile';
import { useProductDesignUploadUrlMutation, useRecordProductDesignFileMutation } from '../../api';
import { Muted } from '../ProductForm/ProductForm.styles';
import { AreaList } from './PrintAreaUploads.styles';

/** A print area of one of the product's types, with its design now (Edit) if any. */
export interface UploadArea {
  id: string;
  title: string;
  typeId: string;
  typeTitle: string;
  width?: number | null;
  height?: number | null;
  /** Where its design is read now (Edit), if it has one. */
  fileUrl?: string | null;
}

export interface PrintAreaUploadsProps {
  areas: UploadArea[];
  /** The designs uploaded here, by print area id (controlled). */
  uploaded: Record<string, UploadedFile>;
  onUploaded: (areaId: string, file: UploadedFile) => void;
  /** When a fresh upload is kept: '(kept once you Save designs)', '(put on the product with it)'. */
  keptWhen: string;
  disabled?: boolean;
}

/**
 * Each print area of the product's types as a drop zone, a list per type
 * (the print file types only): a picked file goes up at once (a signed address, the
 * PUT with its progress, its record) and is handed to `onUploaded`; Add's step 2 sends the
 * designs with the push, Edit saves them with updatePrintFiles.
 */
export function PrintAreaUploads({
  areas,
  uploaded,
  onUploaded,
  keptWhen,
  disabled = false,
}: PrintAreaUploadsProps) {
  const [sign] = useProductDesignUploadUrlMutation();
  const [record] = useRecordProductDesignFileMutation();
  const [progress, setProgress] = useState<Record<string, number | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onFile = async (areaId: string, file: File) => {
    setErrors(({ [areaId]: _gone, ...rest }) => rest);
    setProgress((p) => ({ ...p, [areaId]: 0 }));
    try {
      const done = await uploadFile(
        file,
        {
          sign: async (filename, fileMime) =>
            (await sign({ filename, fileMime }).unwrap()).createSignedUrl,
          record: async (input) => (await record({ input }).unwrap()).createFile,
        },
        (percent) => setProgress((p) => ({ ...p, [areaId]: percent })),
      );
      onUploaded(areaId, done);
    } catch {
      setErrors((e) => ({ ...e, [areaId]: ORDER_MESSAGES.uploadFailed }));
    } finally {
      setProgress((p) => ({ ...p, [areaId]: null }));
    }
  };

  const types = [...new Map(areas.map((a) => [a.typeId, a.typeTitle])).entries()];
  return (
    <>
      {types.map(([typeId, typeTitle]) => (
        <AreaList key={typeId} aria-label={`Print areas of ${typeTitle}`}>
          {areas
            .filter((a) => a.typeId === typeId)
            .map((area) => {
              const fresh = uploaded[area.id];
              let now: ReactNode = 'No design yet';
              if (fresh) now = `New: ${fresh.fileName} ${keptWhen}`;
              else if (area.fileUrl) {
                now = (
                  <a href={area.fileUrl} target="_blank" rel="noopener noreferrer">
                    Open the design
                  </a>
                );
              }
              return (
                <li key={area.id}>
                  <div>
                    <strong>{area.title}</strong> <Muted as="span">{typeTitle}</Muted>
                    {area.width && area.height ? (
                      <Muted>
                        {area.width} × {area.height} px
                      </Muted>
                    ) : null}
                    <Muted>{now}</Muted>
                  </div>
                  <FileUpload
                    compact
                    label={`Design of ${area.title} (${typeTitle})`}
                    hint={PRINT_FILE_EXTENSIONS.join(', ')}
                    accept={PRINT_FILE_ACCEPT}
                    onFiles={([file]) => file && void onFile(area.id, file)}
                    onReject={() =>
                      setErrors((e) => ({ ...e, [area.id]: DESIGN_MESSAGES.printFileType }))
                    }
                    progress={progress[area.id] ?? null}
                    error={errors[area.id]}
                    previewUrl={fresh?.previewUrl ?? null}
                    previewAlt={`${area.title} design`}
                    disabled={disabled}
                  />
                </li>
              );
            })}
        </AreaList>
      ))}
    </>
  );
}
