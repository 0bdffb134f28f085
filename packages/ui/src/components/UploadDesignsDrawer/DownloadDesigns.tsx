import { DESIGN_MESSAGES, isDesignUrl } from '@podoffice/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import { DownloadForm, DownloadFields, Muted, SectionHeading } from './UploadDesignsDrawer.styles';

/** A print area's design to download: the area and the design's address (reDownloadPrintFiles). */
export interface DesignDownload {
  id: string | number;
  url: string;
}

/** Not in the spec: the section's own words. */
export const DOWNLOAD_DESIGNS_MESSAGES = {
  noAddress: 'Enter the address of at least one design',
} as const;

export interface DownloadDesignsProps {
  printFiles: readonly { id: string | number; title: string }[];
  onDownload: (designs: DesignDownload[]) => void;
  /** The request is being sent. */
  downloading?: boolean;
  /** Locked print files (in production, fulfilled, cancelled). */
  disabled?: boolean;
  /** The downloads' progress and outcome (the screen's job panel). */
  status?: ReactNode;
}

/**
 * Re-download print files: a design address for any print area, each an http(s)
 * address ('File design is not url.'); the server downloads and saves them.
 */
export function DownloadDesigns({
  printFiles,
  onDownload,
  downloading = false,
  disabled = false,
  status,
}: DownloadDesignsProps) {
  const headingId = useId();
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = printFiles
      .map((file) => ({ id: file.id, url: (urls[String(file.id)] ?? '').trim() }))
      .filter((d) => d.url !== '');
    const wrong = Object.fromEntries(
      filled.filter((d) => !isDesignUrl(d.url)).map((d) => [String(d.id), DESIGN_MESSAGES.notUrl]),
    );
    setErrors(wrong);
    setFormError(filled.length === 0 ? DOWNLOAD_DESIGNS_MESSAGES.noAddress : null);
    if (filled.length === 0 || Object.keys(wrong).length > 0) return;
    onDownload(filled);
  };

  return (
    <DownloadForm aria-labelledby={headingId} onSubmit={submit} noValidate>
      <SectionHeading id={headingId}>Download designs from their addresses</SectionHeading>
      <Muted>
        The server downloads each design (at most 20 MB) and saves it on its print area.
      </Muted>
      <DownloadFields>
        {printFiles.map((file) => {
          const key = String(file.id);
          return (
            <FormField key={key} label={`Address of the ${file.title} design`} error={errors[key]}>
              <TextInput
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="off"
                value={urls[key] ?? ''}
                disabled={disabled}
                onChange={(event) => {
                  setUrls((all) => ({ ...all, [key]: event.target.value }));
                  setErrors(({ [key]: _dropped, ...rest }) => rest);
                  setFormError(null);
                }}
              />
            </FormField>
          );
        })}
      </DownloadFields>
      {formError && <Muted role="alert">{formError}</Muted>}
      <div>
        <Button type="submit" loading={downloading} disabled={disabled}>
          Download
        </Button>
      </div>
      {status}
    </DownloadForm>
  );
}
