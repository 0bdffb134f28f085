import { putFile } from './putFile';

/** The type an upload is signed for: browsers give .psd and .dxf files none. */
const MIMES: Record<string, string> = {
  '.psd': 'image/vnd.adobe.photoshop',
  '.dxf': 'image/vnd.dxf',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.pdf': 'application/pdf',
};

export function uploadMimeOf(file: File): string {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  return file.type || MIMES[extension] || 'application/octet-stream';
}

/** An area's own two calls (each area keeps its operations): sign an address, record the file. */
export interface SignedUploadCalls {
  sign(filename: string, fileMime: string): Promise<{ key: string; url: string }>;
  record(input: {
    source: 'aws';
    key: string;
    file_name: string;
    file_mime: string;
    file_size: number;
  }): Promise<{ id: string; preview_url?: string | null }>;
}

/** An uploaded file as the screens show it. */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  /** A preview for images; none for .psd, .dxf, .pdf. */
  previewUrl: string | null;
}

/**
 * Uploads a design the way every screen does: a signed single-use address, the PUT
 * with its progress, then the file's record, which gives it the id a print area takes.
 */
export async function uploadFile(
  file: File,
  calls: SignedUploadCalls,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  const mime = uploadMimeOf(file);
  const signed = await calls.sign(file.name, mime);
  await putFile(signed.url, file, onProgress, mime);
  const recorded = await calls.record({
    source: 'aws',
    key: signed.key,
    file_name: file.name,
    file_mime: mime,
    file_size: file.size,
  });
  return {
    fileId: recorded.id,
    fileName: file.name,
    previewUrl: mime.startsWith('image/') ? (recorded.preview_url ?? null) : null,
  };
}
