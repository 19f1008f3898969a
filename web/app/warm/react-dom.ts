// What main.tsx loads ahead of start.tsx, one module per library so each is evaluated in a task of its
// own. Each names only what start.tsx uses: a dynamic import of a package's whole namespace
// (`import("react-router")`) keeps every export of it, which would put all of React Router (its server
// and RSC parts too), and all of react-i18next into the editor's first load.
export { createRoot, hydrateRoot } from "react-dom/client";
