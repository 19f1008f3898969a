import { describe, expect, it } from "vitest";
import { quickStartImageIds } from "./claim";
import { fileStem } from "./process";
import { mediaPathOf } from "./source";
import { cleanOriginalName } from "./upload";

const HOSTS = ["localhost:3000", "brollopssidan.se"];

describe("mediaPathOf (crop sources)", () => {
  it("takes /media paths and URLs of this server", () => {
    expect(mediaPathOf("/media/demo/hero.jpg", HOSTS)).toBe("/media/demo/hero.jpg");
    expect(mediaPathOf("http://localhost:3000/media/demo/hero.jpg", HOSTS)).toBe("/media/demo/hero.jpg");
    expect(mediaPathOf("https://BROLLOPSSIDAN.se/media/x/a.jpg", HOSTS)).toBe("/media/x/a.jpg");
  });

  it("refuses other hosts, credentials, other schemes, traversal, encoding and queries", () => {
    for (const url of [
      "https://annan.se/media/demo/hero.jpg",
      "//annan.se/media/demo/hero.jpg",
      "https://localhost:3000@annan.se/media/demo/hero.jpg",
      "https://user:pw@brollopssidan.se/media/demo/hero.jpg",
      "ftp://brollopssidan.se/media/demo/hero.jpg",
      "file:///etc/passwd",
      "/media/demo/../../etc/passwd",
      "/media/demo/%2e%2e/x.jpg",
      "/media/demo\\..\\x.jpg",
      "/media/demo/hero.jpg?x=1",
      "/media/demo/hero.jpg#x",
      "media/demo/hero.jpg",
      "",
      "/media/demo%2fhero.jpg",
      "/media/demo/%2E%2E/hero.jpg",
      "/media/demo/./hero.jpg",
      "/media//demo/hero.jpg",
      "/media/demo/.hidden.jpg",
      "/media/demo/hero.jpg\u0000",
      "http://localhost:3000/media/x/%2e%2e/a.jpg",
      "http://localhost:3000/media/./x/a.jpg",
    ]) {
      expect(mediaPathOf(url, HOSTS), url).toBeNull();
    }
  });
});

describe("fileStem", () => {
  it("makes a plain ASCII stem of the uploaded name", () => {
    expect(fileStem("Bröllop på Ängsö slott.HEIC")).toBe("brollop-pa-angso-slott");
    expect(fileStem("IMG_0001.jpeg")).toBe("img-0001");
    expect(fileStem("../../etc/passwd")).toBe("etc-passwd");
    expect(fileStem("😀.png")).toBe("image");
    expect(fileStem("")).toBe("image");
    expect(fileStem(`${"a".repeat(49)}-b.jpg`)).toBe("a".repeat(49));
  });
});

describe("cleanOriginalName", () => {
  it("keeps the name without folders or control characters", () => {
    expect(cleanOriginalName("C:\\Users\\anna\\Bilder\\bröllop.jpg")).toBe("bröllop.jpg");
    expect(cleanOriginalName("a/b/\u0000ring\n.png")).toBe("ring.png");
  });
});

describe("quickStartImageIds", () => {
  it("finds every quick-start image a document references, once", () => {
    const a = "a".repeat(24);
    const b = "b".repeat(24);
    const document = {
      siteModules: [
        {
          image: { path: `/media/quick-start/${a}/`, imageBeforeEdit: { path: `/media/quick-start/${b}/` } },
        },
        { gallery: [{ image: { path: `/media/quick-start/${a}/` } }] },
        { image: { path: `/media/uploads/${"c".repeat(24)}/${"d".repeat(24)}/` } },
      ],
    };
    expect(quickStartImageIds(document).sort()).toEqual([a, b]);
    expect(quickStartImageIds({ siteModules: [] })).toEqual([]);
  });
});
