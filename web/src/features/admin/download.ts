/** Saves a blob as a file through a temporary link (the browser's own download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the address goes away
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
