// Downloads of the answers as .xlsx: real answers from the server (the owner's session cookie goes
// along), the demo answers built here in the browser with the same sheet as the server would write,
// so the owner can see what osa.xlsx will hold before any guest has answered.
import { type AnswerTable, EXPORTS, sheetNameFor, spreadsheetOf } from "@core/answers";
import { type ApiErrorBody, ApiRequestError } from "../api";

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob is let go.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Fetches an export from the server and saves it; a failure is an ApiRequestError for the error dialog. */
export async function downloadFromServer(path: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin" });
  } catch (cause) {
    throw new ApiRequestError(0, null, (cause as Error).message);
  }
  if (!response.ok) {
    let body: ApiErrorBody | null = null;
    try {
      body = (await response.json()) as ApiErrorBody;
    } catch {
      // Not JSON: the status tells enough.
    }
    throw new ApiRequestError(response.status, body);
  }
  save(await response.blob(), fileName);
}

/** Builds the .xlsx of a table (the demo answers) in the browser; the writer is loaded only now. */
export async function downloadBuiltInBrowser(
  table: AnswerTable,
  language: string,
  kind: keyof typeof EXPORTS,
) {
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const { data, columns } = spreadsheetOf(table, language);
  const blob = await writeXlsxFile(data, {
    sheet: sheetNameFor(kind, language),
    columns,
    stickyRowsCount: 1,
  }).toBlob();
  save(blob, EXPORTS[kind].fileName);
}
