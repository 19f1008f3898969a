// Uploading an image to the server (POST {apiBase}/upload-image, multipart field 'file'), with progress.
// Contract only until the image work lands: the image dialog and the gallery editor both call this.
import type { Image } from "@core/images";

export type UploadProgress = (fraction: number) => void;

export function uploadImage(
  _apiBase: string,
  _file: File,
  _onProgress?: UploadProgress,
  _signal?: AbortSignal,
): Promise<Image> {
  return Promise.reject(new Error("not yet"));
}
