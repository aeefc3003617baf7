import { useEffect, useState } from "react";

/**
 * An object URL for a preview of a picked file, revoked when the file changes or the component
 * unmounts; undefined without a file. Created in an effect (not during render) so that
 * StrictMode's remount cannot leave a revoked URL.
 */
export function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
