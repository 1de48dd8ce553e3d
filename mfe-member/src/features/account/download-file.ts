/** Saves `content` as a file the browser downloads (the fan's data export). */
export function downloadFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after this call returns; freed once the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
