/** Saves a downloaded file through a temporary link (browsers and the desktop app's renderer alike). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the blob only after the click handler returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
