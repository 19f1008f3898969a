// The guest page's only eager script (issue 11): plain DOM code for the menu, and the watch that loads
// an island's React code when the island nears the viewport or is touched. No React, no editor code.
import "@design/guest.css";
import "@design/guest-modules.css";
import "@design/guest-forms.css";
import "@design/guest-gifts.css";
import "@design/themes/index.css";
import "@design/guest-event-logo.css";
import "@design/guest-graphics.css";
import { watchIslands } from "./islands/watch";
import { enhanceMenu } from "./menu-behaviour";

for (const nav of document.querySelectorAll<HTMLElement>(".site-menu")) enhanceMenu(nav);
watchIslands(document, (island) =>
  island.dataset.island === "Countdown"
    ? import("./islands/countdown").then((m) => m.startCountdown(island))
    : import("./islands/hydrate").then((m) => m.hydrateIsland(island)),
);
