import type { Download } from './api-client';

/**
 * Hands a downloaded file to the browser's save dialog. The object URL is released after the click
 * has been handled, so large exports do not stay in memory.
 */
export function saveDownload({ blob, fileName }: Download, fallbackName = 'download') {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
