// A list of items inside a module editor (list entries, people, gallery photos, gifts, questions):
// each item a card with its own fields, moved up or down one step, removed after a confirmation, and
// new ones added at the end. Owner-app code only. The confirmation is the product's own dialog
// (ConfirmDialog), not the browser's confirm() (issue 23 item 10).
import { ConfirmDialog } from "@web/app/components/ConfirmDialog";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";

type Props<T extends { id: string }> = {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new item; undefined hides the add button (e.g. a list filled only by uploads). */
  newItem?: () => T;
  /** The card's heading: the item's title, or a numbered fallback. */
  itemTitle: (item: T, index: number) => string;
  renderItem: (item: T, update: (item: T) => void, index: number) => ReactNode;
  addLabel?: string;
  max?: number;
  /** Open this item's card (e.g. the gift the owner clicked on the page); others start closed when there are many. */
  openItemId?: string;
  /** Ask before removing (default true). */
  confirmRemove?: boolean;
};

export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = Math.min(Math.max(index + step, 0), items.length - 1);
  const next = [...items];
  if (target === index) return next;
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

export function ItemList<T extends { id: string }>({
  items,
  onChange,
  newItem,
  itemTitle,
  renderItem,
  addLabel,
  max = 200,
  openItemId,
  confirmRemove = true,
}: Props<T>) {
  const { t } = useTranslation("app");
  const listId = useId();
  // Few items: all open. Many: only the one asked for (or the newest added).
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(items.length <= 3 ? items.map((i) => i.id) : openItemId ? [openItemId] : []),
  );
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const update = (index: number) => (item: T) => onChange(items.map((it, i) => (i === index ? item : it)));
  // The item asked about, by id: the list may change under the open question.
  const [removing, setRemoving] = useState<string | null>(null);
  const removeNow = (id: string) => onChange(items.filter((item) => item.id !== id));
  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    if (confirmRemove) setRemoving(item.id);
    else removeNow(item.id);
  };
  const removingIndex = items.findIndex((item) => item.id === removing);
  const removingItem = items[removingIndex];
  const add = () => {
    if (!newItem) return;
    const item = newItem();
    onChange([...items, item]);
    setOpen((current) => new Set([...current, item.id]));
    requestAnimationFrame(() =>
      document
        .getElementById(`${listId}-${item.id}`)
        ?.querySelector("input, [contenteditable]")
        ?.scrollIntoView({ block: "nearest" }),
    );
  };

  return (
    <div className="item-list" id={listId}>
      <ol className="item-list__items">
        {items.map((item, index) => {
          const title = itemTitle(item, index);
          const isOpen = open.has(item.id);
          return (
            <li key={item.id} id={`${listId}-${item.id}`} className={`item-card${isOpen ? " is-open" : ""}`}>
              <div className="item-card__head">
                <button
                  type="button"
                  className="item-card__toggle"
                  aria-expanded={isOpen}
                  aria-controls={`${listId}-${item.id}-body`}
                  onClick={() => toggle(item.id)}
                >
                  <span className="item-card__index">{index + 1}.</span> {title}
                </button>
                <div className="item-card__tools">
                  <button
                    type="button"
                    className="icon-button"
                    disabled={index === 0}
                    aria-label={`${t("itemList.moveUp")}: ${title}`}
                    title={t("itemList.moveUp")}
                    onClick={() => onChange(moveItem(items, index, -1))}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    disabled={index === items.length - 1}
                    aria-label={`${t("itemList.moveDown")}: ${title}`}
                    title={t("itemList.moveDown")}
                    onClick={() => onChange(moveItem(items, index, 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button icon-button--danger"
                    aria-label={`${t("itemList.remove")}: ${title}`}
                    title={t("itemList.remove")}
                    onClick={() => remove(index)}
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </div>
              </div>
              {isOpen ? (
                <div className="item-card__body" id={`${listId}-${item.id}-body`}>
                  {renderItem(item, update(index), index)}
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {newItem && items.length < max ? (
        <button type="button" className="button button--secondary item-list__add" onClick={add}>
          + {addLabel ?? t("itemList.add")}
        </button>
      ) : null}
      <ConfirmDialog
        open={removingItem !== undefined}
        title={
          removingItem ? t("itemList.removeTitle", { title: itemTitle(removingItem, removingIndex) }) : ""
        }
        text={t("itemList.removeText")}
        confirmLabel={t("itemList.remove")}
        onConfirm={() => {
          if (removing !== null) removeNow(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
        // The removed card's button is gone: the list's first button (a card or 'Lägg till') instead.
        focusAfter={() => document.getElementById(listId)?.querySelector<HTMLElement>("button") ?? null}
      />
    </div>
  );
}
