/**
 * Designs and labels of an order (the Upload Designs drawer; updateOrderPrintFiles,
 * updateOrderLabelImageId, reDownloadPrintFiles): what the drawer accepts and the server checks
 * again.
 */

/** A print file is a .jpg, .png, .tiff, .psd or .dxf file. */
export const PRINT_FILE_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.tif',
  '.tiff',
  '.psd',
  '.dxf',
] as const;
/** A label may also be a .pdf. */
export const LABEL_EXTENSIONS = [...PRINT_FILE_EXTENSIONS, '.pdf'] as const;

/**
 * The drawer's words ('Could not upload file', 'Print Files saved' and 'Upload order printfile
 * success' are ORDER_MESSAGES'); the rest in the same voice.
 */
export const DESIGN_MESSAGES = {
  notUrl: 'File design is not url.',
  // Not in the spec: the rules it states without words.
  printFileType: 'A design must be a .jpg, .png, .tiff, .psd or .dxf file',
  labelType: 'A label must be a .jpg, .png, .tiff, .psd, .dxf or .pdf file',
  fileNotFound: 'File not found',
  printFileNotFound: 'Print file not found',
  printFilesRequired: 'Choose a design for every print area',
  labelSaved: 'Label saved',
} as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export function isPrintFileName(name: string): boolean {
  return (PRINT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export function isLabelFileName(name: string): boolean {
  return (LABEL_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

/** Re-download print files: every design must be an http(s) address. */
export function isDesignUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
