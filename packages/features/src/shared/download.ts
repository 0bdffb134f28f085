/**
 * Saves the file at a download address. The address may be a path on the API's origin (the
 * server's own file store), so it is resolved against the store's API endpoint, not the page.
 */
export function startDownload(address: string, fileName: string, apiEndpoint: string): void {
  const link = document.createElement('a');
  link.href = new URL(address, apiEndpoint).href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
