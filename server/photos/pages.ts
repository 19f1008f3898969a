// The guests' photo pages, rendered here (no app bundle: a phone at a party on a weak connection gets a
// few kilobytes): /bilder/{key}, the upload page, and /bildspel/{key}, the slideshow, in the page's
// language. Their scripts are served as files (scripts.ts); their facts are JSON in the page.

import type { UiLanguage } from "@core/languages";
import { PHOTO_CAPS } from "@core/photos";
import { escapeHtml, scriptJson } from "../ssr/html";
import { fill, photoTexts } from "./texts";

const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#faf7f2;color:#2b2622;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:560px;margin:0 auto;padding:28px 18px 48px}
h1{font-size:28px;line-height:1.25;margin:0 0 8px;font-weight:650}
.event{margin:0 0 4px;color:#6b5a4e;font-size:15px;text-transform:uppercase;letter-spacing:.06em}
p{margin:0 0 14px}
.field{margin:22px 0}
label.text{display:block;font-weight:600;margin-bottom:4px}
.hint{font-size:15px;color:#5c4f45;margin:2px 0 8px}
input[type=text]{width:100%;font:inherit;padding:12px;border:1px solid #8a7a6e;border-radius:8px;background:#fff;color:inherit;min-height:48px}
input[type=text]:focus-visible{outline:3px solid #6b3f2a;outline-offset:2px}
.choose{position:relative;display:block;margin:24px 0 12px}
.choose input{position:absolute;inset:0;width:100%;height:100%;opacity:0;cursor:pointer}
.choose span{display:flex;align-items:center;justify-content:center;gap:10px;width:100%;min-height:64px;border-radius:12px;background:#6b3f2a;color:#fff;font-size:20px;font-weight:650;padding:14px 20px}
.choose input:focus-visible+span{outline:3px solid #2b2622;outline-offset:3px}
.small{font-size:14px;color:#5c4f45}
#photo-status{font-weight:600;min-height:1.5em;margin:12px 0}
#photo-list{list-style:none;margin:0;padding:0}
.photo-row{display:grid;grid-template-columns:1fr auto;gap:4px 12px;padding:10px 0;border-bottom:1px solid #e6ddd3}
.photo-row__name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:15px}
.photo-row__state{font-size:15px;text-align:right}
.photo-row progress{grid-column:1/-1;width:100%;height:8px;accent-color:#6b3f2a}
.photo-row--sent .photo-row__state{color:#1d6b34;font-weight:600}
.photo-row--failed .photo-row__state{color:#a11d1d;font-weight:600;text-align:left;grid-column:1/-1}
`;

function head(language: UiLanguage, title: string, style: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>`;
}

export type PhotoPageSite = { language: UiLanguage; event: string; autoApprove: boolean };

export function renderUploadPage(site: PhotoPageSite, facts: { siteId: string; key: string }): string {
  const t = photoTexts(site.language).guest;
  const mb = Math.round(PHOTO_CAPS.maxBytes / (1024 * 1024));
  const data = {
    language: site.language,
    uploadUrl: `/api/sites/${facts.siteId}/photos?key=${encodeURIComponent(facts.key)}`,
    texts: t,
  };
  return `${head(site.language, t.title, PAGE_STYLE)}
<body>
<main>
${site.event ? `<p class="event">${escapeHtml(site.event)}</p>` : ""}
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(fill(t.lead, { event: site.event || "" }))} ${escapeHtml(site.autoApprove ? t.leadAuto : t.leadReview)}</p>
<div class="field">
<label class="text" for="photo-name">${escapeHtml(t.name)}</label>
<p class="hint" id="photo-name-hint">${escapeHtml(t.nameHint)}</p>
<input type="text" id="photo-name" name="name" autocomplete="name" maxlength="${PHOTO_CAPS.nameLength}" aria-describedby="photo-name-hint">
</div>
<label class="choose"><input type="file" id="photo-files" accept="image/*" multiple><span id="photo-choose-label">${escapeHtml(t.choose)}</span></label>
<p class="small">${escapeHtml(fill(t.caps, { perGuest: PHOTO_CAPS.perGuest, mb }))} ${escapeHtml(t.privacy)}</p>
<p id="photo-status" role="status" aria-live="polite"></p>
<ul id="photo-list"></ul>
</main>
<script type="application/json" id="photo-page">${scriptJson(data)}</script>
<script src="/api/photos/upload.js" defer></script>
</body>
</html>`;
}

/** A closed or unknown link: a heading and the words, in the page's language (or the host's guess). */
export function renderPhotoMessage(language: UiLanguage, kind: "off" | "invalid"): string {
  const t = photoTexts(language).guest;
  const title = kind === "off" ? t.offTitle : t.invalidTitle;
  const words = kind === "off" ? t.off : t.invalid;
  return `${head(language, title, PAGE_STYLE)}
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(words)}</p>
</main>
</body>
</html>`;
}

const SLIDESHOW_STYLE = `
html,body{margin:0;height:100%;background:#000;color:#fff;overflow:hidden;font:20px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{position:fixed;inset:0;cursor:none}
h1{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.slide{position:absolute;inset:0;width:100%;height:100%;object-fit:contain;opacity:0;transition:opacity 1.2s ease-in-out}
.slide--shown{opacity:1}
#slides-empty{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;text-align:center;padding:40px;font-size:3vmin}
#slides-empty[hidden]{display:none}
.share{position:absolute;right:2vmin;bottom:2vmin;max-width:46vw;display:flex;align-items:center;gap:1.5vmin;background:rgba(0,0,0,.55);padding:1.2vmin 1.6vmin;border-radius:1.2vmin;font-size:2.2vmin}
.share span{min-width:0;overflow-wrap:anywhere}
.share img{flex:none;width:12vmin;height:12vmin;background:#fff;border-radius:.6vmin}
#slides-fullscreen{position:absolute;top:2vmin;right:2vmin;font:inherit;font-size:16px;color:#fff;background:rgba(255,255,255,.15);border:1px solid rgba(255,255,255,.5);border-radius:8px;padding:8px 14px;cursor:pointer}
#slides-fullscreen[hidden]{display:none}
@media (prefers-reduced-motion:reduce){.slide{transition:none}}
`;

export function renderSlideshowPage(site: PhotoPageSite, facts: { key: string; uploadUrl: string }): string {
  const t = photoTexts(site.language).slideshow;
  const data = {
    language: site.language,
    eventsUrl: `/api/photos/${encodeURIComponent(facts.key)}/events`,
    texts: { closed: t.closed },
  };
  const title = site.event ? `${t.title} – ${site.event}` : t.title;
  return `${head(site.language, title, SLIDESHOW_STYLE)}
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<img class="slide" id="slide-a" alt="">
<img class="slide" id="slide-b" alt="">
<p id="slides-empty">${escapeHtml(t.empty)}</p>
<div class="share"><img src="/api/photos/${encodeURIComponent(facts.key)}/qr.svg" alt=""><span>${escapeHtml(t.share)}<br>${escapeHtml(facts.uploadUrl.replace(/^https?:\/\//, ""))}</span></div>
<button type="button" id="slides-fullscreen">${escapeHtml(t.fullscreen)}</button>
</main>
<script type="application/json" id="photo-page">${scriptJson(data)}</script>
<script src="/api/photos/slideshow.js" defer></script>
</body>
</html>`;
}
