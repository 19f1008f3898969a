// See react-dom.ts: only what start.tsx and web/i18n use from react-i18next.
export { I18nextProvider, initReactI18next } from "react-i18next";
