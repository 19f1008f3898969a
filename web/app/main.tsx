// The owner app's entry: its stylesheets (in the page's head, so a screen the server rendered shows
// styled before any script) and then the app itself (start.tsx). When the server rendered the screen,
// the app's code is fetched after that screen's first paint: on a slow connection the styles and fonts
// get the line to themselves, and the screen, already complete, waits only for its buttons to work.
// Any other page starts at once.
import "@fontsource/playfair-display/400.css";
import "@fontsource/source-sans-3/400.css";
import "@fontsource/source-sans-3/600.css";
import "@fontsource/source-sans-3/700.css";
import "@design/guest.css";
import "@design/guest-modules.css";
import "@design/guest-day-modules.css";
import "@design/guest-forms.css";
import "@design/guest-gifts.css";
import "@design/themes/index.css";
import "@design/guest-event-logo.css";
import "@design/guest-graphics.css";
import "@design/app.css";
import "@design/app-accounts.css";
import "@design/app-editor-images.css";
import "@design/app-editor-lists.css";
import "@design/app-editor-forms.css";
import "@design/app-editor-shell.css";
import "@design/app-onboarding.css";
import "@design/app-answers.css";
import "@design/app-address.css";
import "@design/app-design.css";
import "@design/app-event-logo.css";
import "@design/app-more.css";
import "@design/app-starting-texts.css";
import { loadFirstMessages } from "@web/i18n/message-parts";
import { ownerPageState } from "./page-state";
import { pickUiLanguage } from "./ui-language";

/**
 * Resolves once the page has painted its first content (the server's screen), as the browser's paint
 * timing reports it; at once in a tab that is not shown (it paints nothing until it is) or in a
 * browser without paint timing; and after 3 s whatever happened, so the app always starts.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint"))
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 3000);
  });
}

if (ownerPageState().rendered) await afterFirstContentfulPaint();
// The first screen's UI messages, asked for at once rather than once start.tsx has run (issue 24: on a
// phone the editor waited for them after its code); start.tsx's createAppI18n finds them loaded or loading.
const firstMessages = loadFirstMessages(pickUiLanguage()).catch(() => undefined);
// The editor's own code is asked for now, beside the packages below, rather than once start.tsx has run
// and matched the route (issue 24: one round trip less before the editor is drawn). start.tsx's route
// imports the same module and finds it loading; a failure here is left to that import to show.
if (/^\/redigera\/[^/]+\/?$/.test(window.location.pathname) && ownerPageState().signedIn !== false)
  import("./editor/EditorPage").catch(() => undefined);
// A module graph is evaluated in one go: imported through start.tsx alone, React DOM, the router, the
// query cache and i18next would be one long task holding the main thread (input waits behind it).
// Imported here first, each is evaluated in a task of its own as it arrives; start.tsx reuses them.
// Through warm/*: a dynamic import of a package itself would keep all of its exports (warm/react-dom.ts).
await Promise.all([
  firstMessages,
  import("./warm/react-dom"),
  import("./warm/router"),
  // React Query whole: named, it is cut into six small files the editor needs all of.
  import("@tanstack/react-query"),
  import("./warm/i18n"),
]);
await import("./start");
