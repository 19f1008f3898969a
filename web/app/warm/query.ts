// See react-dom.ts: only what start.tsx uses from React Query.
export { QueryClient, QueryClientProvider } from "@tanstack/react-query";
