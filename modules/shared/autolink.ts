// Which typed or pasted text the rich-text editor turns into a link by itself (SPEC §5 Link detection:
// text over 5 characters that looks like a URL). linkifyjs (inside TipTap's Link) finds what looks
// like one; this decides whether it becomes a link: more than 5 characters ('a.se' and 'ab.se' stay
// text, 'abc.se' becomes a link), and, as TipTap's own rule, a bare host needs a dot and is not an IP
// address (with a scheme, as 'https://…' or 'mailto:…', it is a link when long enough).
export const AUTOLINK_MIN_LENGTH = 6;

export function shouldAutoLink(url: string): boolean {
  if (url.length < AUTOLINK_MIN_LENGTH) return false;
  const hasProtocol = /^[a-z][a-z0-9+.-]*:\/\//i.test(url);
  const hasMaybeProtocol = /^[a-z][a-z0-9+.-]*:/i.test(url);
  if (hasProtocol || (hasMaybeProtocol && !url.includes("@"))) return true;
  const hostname = (url.includes("@") ? (url.split("@").pop() ?? "") : url).split(/[/?#:]/)[0] ?? "";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname)) return false;
  return hostname.includes(".");
}
