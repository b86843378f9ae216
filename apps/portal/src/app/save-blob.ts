/** Saves bytes the page holds as a file: an object URL behind a clicked `<a download>`. */
export function saveBlob(
  blob: Blob,
  fileName: string,
  win: Window & typeof globalThis = window,
): void {
  const url = win.URL.createObjectURL(blob);
  const link = win.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  win.document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click's task is over.
  win.setTimeout(() => win.URL.revokeObjectURL(url), 0);
}

/** What saves a file the server made (`saveBlob`, or a spy in tests). */
export type SaveFile = (blob: Blob, fileName: string) => void;
