// The print renderer refuses to print a card whose pictures did not load (issue 22 item 5): Chromium
// printed a broken-image box into the PDF while the page said it was ready. Real Chromium on small
// pages from a loopback server: a missing <img>, a missing srcset candidate and a missing CSS background
// each fail with the picture named and no PDF; a page whose pictures all load prints.
// Chromium as the PDF step finds it: CHROME_PATH, else Debian's /usr/bin/chromium
// (scripts/ensure-chromium.sh installs it); without one these tests are skipped.
import { accessSync, constants } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printUrlToPdf } from "./pdf";

function executable(path: string | undefined): path is string {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
const chrome = [process.env.CHROME_PATH, "/usr/bin/chromium"].find(executable);

/** Starting Chromium on a busy machine takes seconds; a timeout is not what these tests assert. */
const CHROMIUM_TIMEOUT = 120_000;

// The page says it is ready as the print page does: once every picture has loaded or failed.
const page = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><style>
  @page { size: 111mm 154mm; margin: 0 } .bg { width: 40px; height: 40px; background-size: cover }
</style></head><body>${body}<script>
  Promise.all([...document.images].map((img) => img.complete ? null
    : new Promise((done) => { img.onload = done; img.onerror = done; })))
    .then(() => { document.documentElement.dataset.printReady = "true"; });
</script></body></html>`;

let server: Server;
let base: string;
const asked: string[] = [];

beforeAll(async () => {
  const picture = await sharp({
    create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  const pages: Record<string, string> = {
    "/ok": page(
      `<img src="/picture.png" alt=""><img srcset="/picture.png 800w" sizes="40px" alt=""><img src="/viewbox.svg" style="width: 40px" alt=""><div class="bg" style="background-image: url('/picture.png')"></div>`,
    ),
    "/broken-img": page(`<img src="/picture.png" alt=""><img src="/missing.jpg" alt="">`),
    "/broken-srcset": page(`<img src="/picture.png" srcset="/missing-800.jpg 800w" sizes="40px" alt="">`),
    "/broken-background": page(
      `<img src="/picture.png" alt=""><div class="bg" style="background-image: url('/missing-background.jpg')"></div>`,
    ),
  };
  server = createServer((request, response) => {
    const path = request.url ?? "/";
    asked.push(path);
    if (path === "/viewbox.svg") {
      // A vector picture with no size of its own (only a viewBox) is a picture too.
      response
        .writeHead(200, { "content-type": "image/svg+xml" })
        .end(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
        );
      return;
    }
    if (path === "/picture.png") {
      response.writeHead(200, { "content-type": "image/png" }).end(picture);
      return;
    }
    const html = pages[path];
    if (html) response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    else response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 30_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}, 30_000);

describe.skipIf(!chrome)("the print renderer and the card's pictures", () => {
  it(
    "prints a page whose pictures all loaded",
    async () => {
      const pdf = await printUrlToPdf(chrome as string, `${base}/ok`);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    },
    CHROMIUM_TIMEOUT,
  );

  it.each([
    ["an <img> that answers 404", "/broken-img", "/missing.jpg"],
    ["the srcset candidate Chromium chose, missing", "/broken-srcset", "/missing-800.jpg"],
    ["a CSS background picture that answers 404", "/broken-background", "/missing-background.jpg"],
  ])(
    "gives no PDF for %s, naming the picture",
    async (_name, path, missing) => {
      const pdf = printUrlToPdf(chrome as string, `${base}${path}`);
      await expect(pdf).rejects.toThrow(/did not load/);
      await expect(pdf).rejects.toThrow(missing);
      expect(asked).toContain(missing);
    },
    CHROMIUM_TIMEOUT,
  );
});
