/** A file the user picked, with a stable key for lists (File objects have none). */
export interface SelectedFile {
  id: string;
  file: File;
}

let nextId = 0;

export function toSelectedFiles(files: File[]): SelectedFile[] {
  return files.map((file) => ({ id: `file-${++nextId}`, file }));
}
