// Wakes each island when it nears the viewport or is first touched, whichever comes first. Plain DOM
// code in the page's only eager script: React and a module's code load only for an island that wakes.
//
// A tap or a submit that reaches an island before its code has arrived is held and replayed once the
// island is hydrated, so a quick guest's first press is never lost and a form never posts natively.

/** How far below (and above) the viewport an island starts loading: about a phone screen of scrolling. */
export const ISLAND_ROOT_MARGIN = "600px 0px";

const WAKING_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

type Wake = (island: HTMLElement) => Promise<void>;

export function watchIslands(root: ParentNode, wake: Wake): void {
  const islands = [...root.querySelectorAll<HTMLElement>("[data-island]")];
  if (islands.length === 0) return;
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement);
          },
          { rootMargin: ISLAND_ROOT_MARGIN },
        );

  const started = new WeakSet<HTMLElement>();
  const hydrated = new WeakSet<HTMLElement>();
  const held = new Map<HTMLElement, Event>();

  function start(island: HTMLElement): void {
    if (started.has(island)) return;
    started.add(island);
    observer?.unobserve(island);
    for (const type of WAKING_EVENTS) island.removeEventListener(type, onWaking, true);
    wake(island)
      .then(() => {
        hydrated.add(island);
        replay(island);
      })
      .catch((error: unknown) => {
        // The page still reads and its links still work; a held press cannot be honoured.
        hydrated.add(island);
        held.delete(island);
        console.error("island failed to load", error);
      });
  }

  function onWaking(event: Event): void {
    start(event.currentTarget as HTMLElement);
  }

  // Before hydration a button does nothing and a form would post to the page itself: hold the last
  // press or submit, and give it back to the hydrated island.
  function onEarly(event: Event): void {
    const island = event.currentTarget as HTMLElement;
    if (hydrated.has(island)) return;
    const target = event.target;
    if (
      event.type === "click" &&
      !(target instanceof Element && target.closest("button, [role=button], summary"))
    )
      return;
    event.preventDefault();
    event.stopPropagation();
    held.set(island, event);
    start(island);
  }

  function replay(island: HTMLElement): void {
    const event = held.get(island);
    held.delete(island);
    if (!event) return;
    // React may still be hydrating: it replays a discrete event on a part not yet hydrated itself.
    requestAnimationFrame(() => {
      const target = event.target;
      if (event.type === "submit" && target instanceof HTMLFormElement && target.isConnected) {
        target.requestSubmit();
      } else if (target instanceof Element && target.isConnected) {
        const pressable = target.closest<HTMLElement>("button, [role=button], summary");
        pressable?.click();
      }
    });
  }

  for (const island of islands) {
    observer?.observe(island);
    for (const type of WAKING_EVENTS)
      island.addEventListener(type, onWaking, { capture: true, passive: true });
    island.addEventListener("click", onEarly, true);
    island.addEventListener("submit", onEarly, true);
  }
  if (!observer) for (const island of islands) start(island);
}
