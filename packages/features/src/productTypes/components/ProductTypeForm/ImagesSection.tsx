import { useState } from 'react';
import { MESSAGES } from '@podoffice/domain';
import { FileUpload, IconButton } from '@podoffice/ui';
import { ImageItem, Images, Legend, Section } from './ProductTypeForm.styles';

/** Spec 2 §5 "Upload types for product type images: png, jpg, jpeg, dxf". */
export const PRODUCT_TYPE_IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/vnd.dxf': ['.dxf'],
  'application/dxf': ['.dxf'],
};

/** The file store's refusal of anything larger (README, Object storage). */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

interface ImagesSectionProps {
  images: string[];
  onChange: (images: string[]) => void;
  /** Sends one file to the file store, reporting progress from 0 to 100; resolves to its url. */
  uploadImage: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  disabled: boolean;
}

const fileName = (url: string) => decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);
const isPicture = (url: string) => /\.(png|jpe?g)(\?|$)/i.test(url) || url.startsWith('data:image');

/** The preview 200 pixels wide the file store makes of an image (spec 2 §9). */
const previewOf = (url: string) =>
  url.startsWith('data:') ? url : `${url}${url.includes('?') ? '&' : '?'}width=200`;

/**
 * Images (spec 2 §2): files dropped or picked go to the file store one after another with a
 * progress bar; a failed one says 'Could not upload file' (spec 2 §8) and the others stay.
 */
export function ImagesSection({ images, onChange, uploadImage, disabled }: ImagesSectionProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const upload = async (files: File[]) => {
    setFailed(false);
    let added = images;
    for (const file of files) {
      setProgress(0);
      try {
        const url = await uploadImage(file, setProgress);
        added = [...added, url];
        onChange(added);
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
                <span>{fileName(url)}</span>
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
    </Section>
  );
}
