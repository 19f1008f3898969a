/** The product's logomark (our own artwork, design/artwork/logo.svg), inline so it costs no request. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M16 27.5c-.4 0-.8-.1-1.1-.4C9.2 22.4 4.5 18.3 4.5 12.6 4.5 8.9 7.3 6 10.8 6c2.1 0 4 1 5.2 2.7C17.2 7 19.1 6 21.2 6c3.5 0 6.3 2.9 6.3 6.6 0 5.7-4.7 9.8-10.4 14.5-.3.3-.7.4-1.1.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M16 10.5c-1.2 3.8-1.2 8.6 0 13.5M16 15c2-1.6 4-2 6-1.6M16 19c-2-1.4-4-1.7-6-1.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
