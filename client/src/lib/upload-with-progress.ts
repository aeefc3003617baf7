import { ApiError, parseResponse, type ResponseSchema } from "./api-client";

/**
 * POST a multipart body and report how much of it was sent: XMLHttpRequest, because fetch
 * cannot report upload progress. Answers and errors as fetchJson does (ApiError "STATUS: body";
 * the answer parsed with the contract's schema outside production).
 */
export function uploadWithProgress<T>({
  url,
  body,
  schema,
  onUploadProgress,
}: {
  url: string;
  body: FormData;
  schema: ResponseSchema<T>;
  /** Percent of the request body sent so far (0-100). */
  onUploadProgress?: (percent: number) => void;
}): Promise<T> {
  return new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText || request.statusText));
        return;
      }
      try {
        resolve(JSON.parse(request.responseText));
      } catch {
        reject(new Error("The server's answer could not be read. Please try again."));
      }
    };
    request.onerror = () => reject(new Error("The upload was interrupted. Check your connection and try again."));
    request.onabort = () => reject(new Error("The upload was cancelled."));
    request.send(body);
  }).then((data) => parseResponse(schema, data));
}
