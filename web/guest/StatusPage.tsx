// Full-page messages that need no site content: wrong address (404) and the password gate's shell.
import type { ReactNode } from "react";
import { Logo } from "./Logo";
import type { BrandInfo } from "./state";

type Props = {
  brand: BrandInfo;
  title: string;
  text: string;
  link?: { href: string; label: string };
  icon?: "lock" | "compass";
  /** Below the text: the password gate's form. */
  children?: ReactNode;
};

export function StatusPage({ brand, title, text, link, icon = "compass", children }: Props) {
  return (
    <main className="status-page">
      <div className="status-page__card">
        <span className="status-page__icon" aria-hidden="true">
          {icon === "lock" ? (
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <rect
                x="5"
                y="10.5"
                width="14"
                height="10"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path
                d="M8.5 10.5V7.8a3.5 3.5 0 0 1 7 0v2.7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <circle cx="12" cy="15.5" r="1.4" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path
                d="M15.5 8.5 13.4 13.4 8.5 15.5l2.1-4.9z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </span>
        <h1>{title}</h1>
        <p>{text}</p>
        {link ? (
          <a className="button" href={link.href}>
            {link.label}
          </a>
        ) : null}
        {children}
      </div>
      <a className="status-page__brand" href={brand.landingUrl}>
        <Logo /> {brand.displayName}
      </a>
    </main>
  );
}
