/** The upload types for product type images: png, jpg, jpeg, dxf (mockups too). */
export const PRODUCT_TYPE_IMAGE_ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/vnd.dxf': ['.dxf'],
  'application/dxf': ['.dxf'],
};

/** The file store's refusal of anything larger (README, Object storage). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** A picture the browser can show (a .dxf drawing is shown by its name). */
export const isPicture = (url: string) =>
  /\.(png|jpe?g)(\?|$)/i.test(url) || url.startsWith('data:image');

/** The preview 200 pixels wide the file store makes of an image. */
export const previewOf = (url: string) =>
  url.startsWith('data:') ? url : `${url}${url.includes('?') ? '&' : '?'}width=200`;

/** The file's name at the end of its url. */
export const fileNameOf = (url: string) =>
  decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? url);
