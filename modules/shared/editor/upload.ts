// Uploading an image to the server (POST {apiBase}/upload-image, multipart field 'file') with progress,
// and cropping one (PUT {apiBase}/crop-image/v2). The image dialog and the gallery editor both call these.
// XMLHttpRequest rather than fetch: fetch has no upload progress events.
import { imageUrl } from "@core/image-urls";
import { type Image, imageSchema } from "@core/images";
import { type ApiErrorBody, ApiRequestError, api } from "@web/app/api";

export type UploadProgress = (fraction: number) => void;

/** A crop in source-image pixels (natural size), integers (SPEC §5). */
export type PixelCrop = { x: number; y: number; width: number; height: number };

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The server's image, checked: it ends up in src attributes and the module's saved state. */
function parseImage(json: unknown, status: number): Image {
  const parsed = imageSchema.safeParse(json);
  if (!parsed.success) throw new ApiRequestError(status, null, "The server's answer could not be read");
  return parsed.data;
}

export function uploadImage(
  apiBase: string,
  file: File,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
): Promise<Image> {
  return new Promise<Image>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was aborted", "AbortError"));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${apiBase}/upload-image`);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener("load", () => {
      done();
      const json = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiRequestError(xhr.status, json as ApiErrorBody | null));
        return;
      }
      try {
        onProgress?.(1);
        resolve(parseImage(json, xhr.status));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener("error", () => {
      done();
      reject(new ApiRequestError(0, null, "The connection to the server failed"));
    });
    xhr.addEventListener("abort", () => {
      done();
      reject(new DOMException("The upload was aborted", "AbortError"));
    });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

/** Crops the image on the server; the answer is a new image carrying imageBeforeEdit. */
export async function cropImage(apiBase: string, image: Image, crop: PixelCrop): Promise<Image> {
  const json = await api.put<unknown>(`${apiBase}/crop-image/v2`, {
    originalName: image.originalName ?? image.fileName,
    // The full-size file: the crop is in its natural pixels.
    sourceImageUrl: imageUrl(image),
    crop,
  });
  return parseImage(json, 200);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
