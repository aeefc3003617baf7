import { useEffect, useState } from "react";

/** A file the user picked, with a stable key for lists (File objects have none). */
export interface SelectedFile {
  id: string;
  file: File;
}

let nextId = 0;

export function toSelectedFiles(files: File[]): SelectedFile[] {
  return files.map((file) => ({ id: `file-${++nextId}`, file }));
}

/**
 * An object URL for a preview, revoked when the file changes or the component unmounts.
 * Created in an effect (not during render) so that StrictMode's remount cannot leave a revoked URL.
 */
export function useObjectUrl(file: File): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
