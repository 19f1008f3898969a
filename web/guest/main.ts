// The guest page's only eager script (issue 11): plain DOM code for the menu, and the watch that loads
// an island's React code when the island nears the viewport or is touched. No React, no editor code.
// The base styles in one file; the theme's own and the site graphics' are linked by the server only for a
// page that uses them (vite.config.ts builds each as its own file).
import "@design/guest-page.css";
import { watchIslands } from "./islands/watch";
import { enhanceMenu } from "./menu-behaviour";
import { watchQuestionLinks } from "./question-links";

for (const nav of document.querySelectorAll<HTMLElement>(".site-menu")) enhanceMenu(nav);
watchQuestionLinks(window);
watchIslands(document, (island) =>
  island.dataset.island === "Countdown"
    ? import("./islands/countdown").then((m) => m.startCountdown(island))
    : import("./islands/hydrate").then((m) => m.hydrateIsland(island)),
);
