import { useRef, useState } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { FileUpload, IconButton } from '@podoffice/ui';
import {
  MAX_IMAGE_BYTES,
  PRODUCT_TYPE_IMAGE_ACCEPT,
  fileNameOf,
  isPicture,
  previewOf,
} from './images';
import { ImageItem, Images, Legend, Section, SectionError } from './ProductTypeForm.styles';

interface ImagesSectionProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** Sends one file to the file store, reporting progress from 0 to 100; resolves to its url. */
  uploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  disabled: boolean;
  /** The rule an image breaks (an address kept from before it), shown under the section. */
  error?: string;
}

/**
 * Images: files dropped or picked go to the file store one after another with a
 * progress bar; a failed one says 'Could not upload file' and the others stay.
 */
export function ImagesSection({
  images,
  onChange,
  uploadImage,
  disabled,
  error,
}: ImagesSectionProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // An upload ends after other edits (an image removed): add to the images as they are then.
  const latest = useRef(images);
  latest.current = images;

  const upload = async (files: File[]) => {
    setFailed(false);
    for (const file of files) {
      setProgress(0);
      try {
        const url = await uploadImage(file, setProgress);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch {
        setFailed(true);
      }
    }
    setProgress(null);
  };

  return (
    <Section>
      <Legend>Images</Legend>
      {images.length > 0 && (
        <Images aria-label="Images">
          {images.map((url, index) => (
            <ImageItem key={url}>
              {isPicture(url) ? (
                <img src={previewOf(url)} alt={`Image ${index + 1}`} width={96} height={96} />
              ) : (
                <span>{fileNameOf(url)}</span>
              )}
              <IconButton
                label={`Remove image ${index + 1}`}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                ×
              </IconButton>
            </ImageItem>
          ))}
        </Images>
      )}
      <FileUpload
        label="Upload images"
        hint="PNG, JPG, JPEG or DXF, up to 20 MB each."
        accept={PRODUCT_TYPE_IMAGE_ACCEPT}
        maxSize={MAX_IMAGE_BYTES}
        multiple
        onFiles={(files) => void upload(files)}
        progress={progress}
        error={failed ? MESSAGES.uploadFailed : undefined}
        disabled={disabled}
      />
      {error && <SectionError role="alert">{error}</SectionError>}
    </Section>
  );
}
