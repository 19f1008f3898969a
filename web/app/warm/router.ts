// See react-dom.ts: only what start.tsx uses from React Router.
export { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
