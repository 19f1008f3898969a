// A link to one FAQ question (#faq-{itemId}, issue 27) opens its answer: when the page opens with it and
// when a link on the page leads there. Plain DOM code in the guest page's eager script (a few hundred
// bytes): the questions themselves are <details> and open and close without any script.

/** Opens the question `hash` names; the question, or null when the hash names none. */
export function openLinkedQuestion(doc: Document, hash: string): HTMLElement | null {
  if (!hash.startsWith("#faq-")) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
  const question = doc.getElementById(id);
  if (question?.tagName !== "DETAILS") return null;
  (question as HTMLDetailsElement).open = true;
  return question;
}

export function watchQuestionLinks(win: Window): void {
  const open = () => openLinkedQuestion(win.document, win.location.hash)?.scrollIntoView({ block: "start" });
  open();
  win.addEventListener("hashchange", open);
}
