/**
 * PUTs a file to a signed upload address with its MIME type, reporting progress from
 * 0 to 100. XMLHttpRequest rather than fetch: only it reports upload progress. If-None-Match: *
 * is part of the address's signature: the storage takes one file per address and refuses to
 * replace it. `mime` must be the type the address was signed for: browsers give some files (a
 * .dxf drawing) no type at all, so the caller names one.
 */
export function putFile(
  url: string,
  file: File,
  onProgress?: (percent: number) => void,
  mime: string = file.type,
) {
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', mime);
    request.setRequestHeader('If-None-Match', '*');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Upload failed with status ${request.status}`));
    request.onerror = () => reject(new Error('Upload failed: network error'));
    request.send(file);
  });
}

/** The address of an image preview 200 pixels wide. */
export function previewUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}width=200`;
}
