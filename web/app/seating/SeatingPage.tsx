// /redigera/{siteId}/placering (issue 27): the seating plan. Tables (round or long, seats, a name) on a
// canvas, moved by dragging or with the arrow keys; the attending guests of the guest list placed by
// drag and drop or by keyboard alone (a guest: Enter or Space picks them and focus goes to a table;
// the arrow keys go from table to table, Enter places, Escape cancels; Delete takes a seated guest
// off their table), each step announced in a live region. Warnings per table (over-full) and per
// household (split over tables). Undo (Ctrl+Z and a button) for the last 50 steps; saved by itself a
// moment after each change, with the version it was made from: a save made elsewhere since (another
// tab) is refused by the server, and the latest plan is loaded and the owner told. Prints: the table
// plan (A4 or A3 landscape) and place cards as PDFs. On a phone the tables are lists.
import "./seating.css";
import {
  clampTablePosition,
  mergePlans,
  nextTableNumber,
  placeGuest,
  type SeatingGuest,
  type SeatingPlan,
  type SeatingTable,
  type SeatingView,
  type SeatingWarning,
  seatCounts,
  seatingWarnings,
  seatPositions,
  type TableShape,
  tableSize,
  unplacedGuests,
  unseatGuest,
} from "@core/seating";
import { useQuery } from "@tanstack/react-query";
import {
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { downloadFromServer } from "../answers/download";
import { ApiRequestError, api } from "../api";
import { useDocumentTitle } from "../components/document-title";
import { appConfig } from "../config";
import { EMPTY_HISTORY, type History, record, undo } from "./history";

/** How long after the last change the plan is saved. */
const SAVE_DELAY_MS = 800;
const NUDGE = 10;
const BIG_NUDGE = 50;
/** The table's drawing beside its list of guests: smaller than its place on the canvas. */
const DRAWING_SCALE = 0.7;

export type SaveStatus = "saved" | "unsaved" | "saving" | "conflict" | "error";

export function SeatingPage() {
  const { siteId = "" } = useParams();
  const { t } = useTranslation("app");
  const config = appConfig();
  useDocumentTitle(t("seating.title"));
  const url = `/api/sites/${encodeURIComponent(siteId)}/seating`;
  const view = useQuery({ queryKey: ["seating", siteId], queryFn: () => api.get<SeatingView>(url) });

  return (
    <div className="seating-page">
      <header className="action-bar">
        <Link className="action-bar__back" to={`/redigera/${siteId}/gaster`}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t("seating.back")}
        </Link>
        <span className="action-bar__brand">{config.displayName}</span>
      </header>
      <main className="seating">
        <h1 className="seating__title">{t("seating.title")}</h1>
        <p className="seating__lead">{t("seating.lead")}</p>
        {view.isPending ? <p role="status">{t("seating.loading")}</p> : null}
        {view.isError ? (
          <p role="alert" className="seating__error">
            {t("seating.loadFailed")}
          </p>
        ) : null}
        {view.data ? <SeatingEditor initial={view.data} url={url} siteId={siteId} /> : null}
      </main>
    </div>
  );
}

type EditorProps = { initial: SeatingView; url: string; siteId: string };

export function SeatingEditor({ initial, url, siteId }: EditorProps) {
  const { t } = useTranslation("app");
  const [plan, setPlan] = useState<SeatingPlan>(initial.plan);
  const [guests, setGuests] = useState<SeatingGuest[]>(initial.guests);
  const [history, setHistory] = useState<History>(EMPTY_HISTORY);
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>("saved");
  const [picked, setPicked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [printing, setPrinting] = useState<string | null>(null);
  const [conflictNotice, setConflictNotice] = useState(false);
  const [printError, setPrintError] = useState(false);
  const planRef = useRef(plan);
  planRef.current = plan;
  const versionRef = useRef(initial.version);
  /** The plan as the server last had it (read or saved): what a merge after a 409 starts from. */
  const baseRef = useRef(initial.plan);
  const saving = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const lastTable = useRef<string | null>(null);
  const hintId = useId();

  const byId = useMemo(() => new Map(guests.map((guest) => [guest.id, guest])), [guests]);
  const warnings = useMemo(() => seatingWarnings(plan, guests), [plan, guests]);
  const unplaced = useMemo(() => unplacedGuests(plan, guests), [plan, guests]);
  const counts = seatCounts(plan);
  const announce = (text: string) => setAnnouncement(text);

  const save = useCallback(async (): Promise<void> => {
    if (saving.current) {
      again.current = true;
      return saving.current;
    }
    const run = (async () => {
      const sent = planRef.current;
      setStatus("saving");
      try {
        const saved = await api.put<SeatingView>(url, { version: versionRef.current, plan: sent });
        versionRef.current = saved.version;
        setGuests(saved.guests);
        if (planRef.current === sent) {
          // As stored: without guests not coming to the plan's part (a part just chosen, an answer changed).
          baseRef.current = saved.plan;
          planRef.current = saved.plan;
          setPlan(saved.plan);
          setDirty(false);
          setStatus("saved");
        } else again.current = true;
      } catch (error) {
        const current =
          error instanceof ApiRequestError && error.status === 409
            ? (error.body as { current?: SeatingView } | null)?.current
            : undefined;
        if (current) {
          // Saved elsewhere since (another tab): the changes made here are made again on the stored plan
          // (mergePlans), which is then saved on its version; the owner is told.
          const merged = mergePlans(baseRef.current, planRef.current, current.plan);
          const changed = JSON.stringify(merged) !== JSON.stringify(current.plan);
          versionRef.current = current.version;
          baseRef.current = current.plan;
          planRef.current = merged;
          setPlan(merged);
          setGuests(current.guests);
          setHistory(EMPTY_HISTORY);
          setPicked(null);
          setStatus("conflict");
          setConflictNotice(true);
          setAnnouncement(t("seating.status.conflict"));
          again.current = changed;
          if (!changed) setDirty(false);
        } else setStatus("error");
      }
    })();
    saving.current = run;
    try {
      await run;
    } finally {
      saving.current = null;
      if (again.current) {
        again.current = false;
        await save();
      }
    }
  }, [url, t]);

  // Saved a moment after the last change.
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, save]);

  // Leaving with changes not yet saved asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  function change(next: SeatingPlan, key: string | null = null) {
    const before = planRef.current;
    if (next === before) return;
    setHistory((current) => record(current, before, key));
    setConflictNotice(false);
    planRef.current = next;
    setPlan(next);
    setDirty(true);
    setStatus("unsaved");
  }

  function undoLast() {
    const step = undo(history);
    if (!step) return;
    setHistory(step.history);
    planRef.current = step.plan;
    setPlan(step.plan);
    setDirty(true);
    setStatus("unsaved");
    setPicked(null);
    announce(t("seating.undone"));
  }

  const focusGuest = (id: string) =>
    window.requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>(`[data-guest="${CSS.escape(id)}"]`)?.focus(),
    );
  const focusTable = (id: string) =>
    window.requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>(`[data-table="${CSS.escape(id)}"]`)?.focus(),
    );

  function pick(id: string) {
    if (picked === id) {
      setPicked(null);
      announce(t("seating.cancelled"));
      return;
    }
    const guest = byId.get(id);
    if (!guest) return;
    setPicked(id);
    const target = plan.tables.find((table) => table.id === lastTable.current) ?? plan.tables[0];
    if (!target) {
      announce(t("seating.pickedNoTables", { name: guest.name }));
      return;
    }
    announce(t("seating.picked", { name: guest.name, table: target.name }));
    focusTable(target.id);
  }

  function place(guestId: string, tableId: string, seat?: number) {
    const guest = byId.get(guestId);
    const table = plan.tables.find((candidate) => candidate.id === tableId);
    if (!guest || !table) return;
    const wasUnplaced = !plan.tables.some((candidate) => candidate.guests.includes(guestId));
    const index = unplaced.findIndex((candidate) => candidate.id === guestId);
    const next = placeGuest(plan, guestId, tableId, seat);
    change(next);
    setPicked(null);
    lastTable.current = tableId;
    const placed = next.tables.find((candidate) => candidate.id === tableId);
    const at = (placed?.guests.indexOf(guestId) ?? 0) + 1;
    const over = placed && placed.guests.length > placed.seats;
    announce(
      `${t("seating.placed", { name: guest.name, table: table.name, seat: at })}${over ? ` ${t("seating.overfullNow", { table: table.name })}` : ""}`,
    );
    // From the unplaced list, on to the next guest there (keyboard placing goes guest after guest).
    if (wasUnplaced) {
      const rest = unplaced.filter((candidate) => candidate.id !== guestId);
      const following = rest[Math.min(index, rest.length - 1)];
      if (following) focusGuest(following.id);
    }
  }

  function unseat(guestId: string) {
    const guest = byId.get(guestId);
    if (!guest) return;
    change(unseatGuest(plan, guestId));
    setPicked(null);
    announce(t("seating.unseated", { name: guest.name }));
    focusGuest(guestId);
  }

  function addTable(shape: TableShape) {
    const n = plan.tables.length;
    const number = nextTableNumber(plan);
    const position = clampTablePosition(40 + (n % 4) * 300, 60 + Math.floor(n / 4) * 320);
    const table: SeatingTable = {
      id: `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      name: t("seating.tableName", { number }),
      shape,
      seats: shape === "round" ? 8 : 12,
      ...position,
      guests: [],
    };
    change({ ...plan, tables: [...plan.tables, table] });
    announce(t("seating.tableAdded", { table: table.name }));
    focusTable(table.id);
  }

  function updateTable(id: string, patch: Partial<SeatingTable>, key: string | null) {
    change(
      { ...plan, tables: plan.tables.map((table) => (table.id === id ? { ...table, ...patch } : table)) },
      key,
    );
  }

  function removeTable(id: string) {
    const table = plan.tables.find((candidate) => candidate.id === id);
    if (!table) return;
    change({ ...plan, tables: plan.tables.filter((candidate) => candidate.id !== id) });
    announce(t("seating.tableRemoved", { table: table.name, count: table.guests.length }));
  }

  function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const typing = target.matches("input, textarea, select");
    if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === "z" && !typing) {
      event.preventDefault();
      undoLast();
    } else if (event.key === "Escape" && picked) {
      event.preventDefault();
      const id = picked;
      setPicked(null);
      announce(t("seating.cancelled"));
      focusGuest(id);
    }
  }

  async function print(kind: "plan-A4" | "plan-A3" | "cards") {
    setPrinting(kind);
    setPrintError(false);
    try {
      if (dirty || saving.current) await save();
      const path =
        kind === "cards"
          ? `${url}/place-cards.pdf`
          : `${url}/plan.pdf?paper=${kind === "plan-A3" ? "A3" : "A4"}`;
      await downloadFromServer(
        path,
        kind === "cards" ? t("seating.print.cardsFile") : t("seating.print.planFile"),
      );
    } catch {
      setPrintError(true);
    } finally {
      setPrinting(null);
    }
  }

  const pickedGuest = picked ? byId.get(picked) : undefined;
  const pickedSeated = picked ? plan.tables.some((table) => table.guests.includes(picked)) : false;
  const splitWarnings = warnings.filter(
    (w): w is Extract<SeatingWarning, { kind: "split" }> => w.kind === "split",
  );
  const tableName = (id: string) => plan.tables.find((table) => table.id === id)?.name ?? "";
  const canvasSize = plan.tables.reduce(
    (size, table) => {
      const { width, height } = tableSize(table.shape, table.seats);
      return {
        width: Math.max(size.width, table.x + width + 120),
        height: Math.max(size.height, table.y + height + 260),
      };
    },
    { width: 0, height: 0 },
  );

  const dropOn = (handler: (guestId: string) => void) => ({
    onDragOver: (event: DragEvent) => {
      if (event.dataTransfer.types.includes("application/x-seating-guest")) {
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
      }
    },
    onDrop: (event: DragEvent) => {
      const id = event.dataTransfer.getData("application/x-seating-guest");
      if (!id) return;
      event.preventDefault();
      event.stopPropagation();
      handler(id);
    },
  });

  const guestButton = (guest: SeatingGuest, seated: boolean) => (
    <button
      type="button"
      className={`seating-guest${picked === guest.id ? " is-picked" : ""}`}
      data-guest={guest.id}
      draggable
      aria-pressed={picked === guest.id}
      aria-describedby={hintId}
      onDragStart={(event) => {
        event.dataTransfer.setData("application/x-seating-guest", guest.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      onClick={() => pick(guest.id)}
      onKeyDown={(event) => {
        if (seated && (event.key === "Delete" || event.key === "Backspace")) {
          event.preventDefault();
          unseat(guest.id);
        }
      }}
    >
      <span className="seating-guest__name">{guest.name}</span>
      <span className="visually-hidden">, </span>
      <span className="seating-guest__household">
        {guest.householdName}
        {guest.child ? ` · ${t("seating.child")}` : ""}
      </span>
    </button>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Ctrl+Z and Escape for the whole screen, each control has its own keys
    <div className="seating-editor" ref={root} onKeyDown={onRootKeyDown}>
      <p id={hintId} className="visually-hidden">
        {picked ? t("seating.hintPicked") : t("seating.hint")}
      </p>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </div>

      <div className="seating__toolbar">
        <button type="button" className="button" onClick={() => addTable("round")}>
          {t("seating.addRound")}
        </button>
        <button type="button" className="button" onClick={() => addTable("long")}>
          {t("seating.addLong")}
        </button>
        <button
          type="button"
          className="button"
          onClick={undoLast}
          disabled={history.past.length === 0}
          aria-keyshortcuts="Control+Z"
        >
          {t("seating.undo")}
        </button>
        <span className={`seating__status seating__status--${status}`} role="status">
          {t(`seating.status.${status}`)}
        </span>
      </div>

      {conflictNotice ? <p className="seating__notice">{t("seating.status.conflict")}</p> : null}
      {initial.parts.length > 0 ? (
        <div className="field seating__part">
          <label htmlFor={`${hintId}-part`}>{t("seating.part")}</label>
          <select
            id={`${hintId}-part`}
            value={plan.partId ?? ""}
            onChange={(event) => change({ ...plan, partId: event.target.value || null })}
          >
            <option value="">{t("seating.anyPart")}</option>
            {initial.parts.map((part) => (
              <option key={part.id} value={part.id}>
                {part.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {initial.dropped > 0 ? (
        <p className="seating__note">{t("seating.dropped", { count: initial.dropped })}</p>
      ) : null}
      <p className="seating__counts">
        {t("seating.counts", { seated: counts.seated, total: guests.length, seats: counts.seats })}
      </p>

      {splitWarnings.length > 0 ? (
        <section className="seating__warnings" aria-labelledby={`${hintId}-warnings`}>
          <h2 id={`${hintId}-warnings`}>{t("seating.warningsTitle")}</h2>
          <ul>
            {splitWarnings.map((warning) => (
              <li key={warning.householdId}>
                {t("seating.split", {
                  household: warning.householdName,
                  tables: warning.tableIds.map(tableName).join(", "),
                })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="seating__layout">
        <section className="seating-unplaced" aria-labelledby={`${hintId}-unplaced`} {...dropOn(unseat)}>
          <h2 id={`${hintId}-unplaced`}>{t("seating.unplaced", { count: unplaced.length })}</h2>
          {pickedGuest && pickedSeated ? (
            <button
              type="button"
              className="button seating-unplaced__return"
              onClick={() => unseat(pickedGuest.id)}
            >
              {t("seating.unseat", { name: pickedGuest.name })}
            </button>
          ) : null}
          {guests.length === 0 ? (
            <p className="seating__note">
              {t("seating.noGuests")}{" "}
              <Link to={`/redigera/${siteId}/gaster`}>{t("seating.toGuestList")}</Link>
            </p>
          ) : unplaced.length === 0 ? (
            <p className="seating__note">{t("seating.allPlaced")}</p>
          ) : (
            <ul className="seating-unplaced__list">
              {unplaced.map((guest) => (
                <li key={guest.id}>{guestButton(guest, false)}</li>
              ))}
            </ul>
          )}
        </section>

        <section className="seating-canvas" aria-labelledby={`${hintId}-tables`}>
          <h2 id={`${hintId}-tables`} className="visually-hidden">
            {t("seating.tables")}
          </h2>
          {plan.tables.length === 0 ? <p className="seating__note">{t("seating.noTables")}</p> : null}
          <div
            className="seating-canvas__area"
            style={{ minWidth: canvasSize.width, minHeight: canvasSize.height }}
          >
            {plan.tables.map((table, index) => (
              <TableView
                key={table.id}
                table={table}
                guests={byId}
                picked={picked}
                hintId={hintId}
                overfull={table.guests.length > table.seats}
                onPlace={(guestId, seat) => place(guestId, table.id, seat)}
                onMove={(x, y, key) => updateTable(table.id, clampTablePosition(x, y), key)}
                onChange={(patch, key) => updateTable(table.id, patch, key)}
                onRemove={() => removeTable(table.id)}
                onStep={(step) => {
                  const next = plan.tables[(index + step + plan.tables.length) % plan.tables.length];
                  if (next) focusTable(next.id);
                }}
                guestButton={guestButton}
                dropOn={dropOn}
              />
            ))}
          </div>
        </section>
      </div>

      <section className="seating__print" aria-labelledby={`${hintId}-print`}>
        <h2 id={`${hintId}-print`}>{t("seating.print.title")}</h2>
        <p className="seating__note">{t("seating.print.lead")}</p>
        <div className="seating__toolbar">
          {(["plan-A4", "plan-A3", "cards"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              className="button"
              disabled={printing !== null}
              onClick={() => void print(kind)}
            >
              {printing === kind ? t("seating.print.busy") : t(`seating.print.${kind}`)}
            </button>
          ))}
        </div>
        {printError ? (
          <p role="alert" className="seating__error">
            {t("seating.print.failed")}
          </p>
        ) : null}
      </section>
    </div>
  );
}

type TableProps = {
  table: SeatingTable;
  guests: Map<string, SeatingGuest>;
  picked: string | null;
  hintId: string;
  overfull: boolean;
  onPlace: (guestId: string, seat?: number) => void;
  onMove: (x: number, y: number, key: string) => void;
  onChange: (patch: Partial<SeatingTable>, key: string | null) => void;
  onRemove: () => void;
  onStep: (step: number) => void;
  guestButton: (guest: SeatingGuest, seated: boolean) => React.ReactNode;
  dropOn: (handler: (guestId: string) => void) => {
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
  };
};

function TableView({
  table,
  guests,
  picked,
  hintId,
  overfull,
  onPlace,
  onMove,
  onChange,
  onRemove,
  onStep,
  guestButton,
  dropOn,
}: TableProps) {
  const { t } = useTranslation("app");
  const [name, setName] = useState(table.name);
  // Undo or a reload elsewhere changes the name: the field follows unless it is being typed in.
  useEffect(() => {
    setName((typed) => (typed.trim() === table.name ? typed : table.name));
  }, [table.name]);
  const drag = useRef<{
    x: number;
    y: number;
    startX: number;
    startY: number;
    key: string;
    moved: boolean;
  } | null>(null);
  const size = tableSize(table.shape, table.seats);
  const seats = seatPositions(table.shape, table.seats);
  const pad = 26;
  const nameId = `${hintId}-${table.id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[event.key];
    if (!arrow) return;
    event.preventDefault();
    if (picked) {
      onStep(arrow[0] + arrow[1] > 0 ? 1 : -1);
      return;
    }
    const step = event.shiftKey ? BIG_NUDGE : NUDGE;
    onMove(table.x + arrow[0] * step, table.y + arrow[1] * step, `nudge-${table.id}`);
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0 || picked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      startX: table.x,
      startY: table.y,
      key: `drag-${table.id}-${Date.now()}`,
      moved: false,
    };
  }
  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
    current.moved = true;
    onMove(current.startX + dx, current.startY + dy, current.key);
  }
  function onPointerUp() {
    drag.current = null;
  }

  return (
    <section
      className={`seating-table seating-table--${table.shape}${overfull ? " is-overfull" : ""}${picked ? " is-target" : ""}`}
      style={{ left: table.x, top: table.y }}
      aria-labelledby={nameId}
      {...dropOn((guestId) => onPlace(guestId))}
    >
      <button
        type="button"
        id={nameId}
        className="seating-table__handle"
        aria-label={`${table.name}, ${t("seating.seatsTaken", { seated: table.guests.length, seats: table.seats })}`}
        data-table={table.id}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (picked) onPlace(picked);
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <span className="seating-table__name">{table.name}</span>
        <span className="seating-table__count">
          {t("seating.seatsTaken", { seated: table.guests.length, seats: table.seats })}
        </span>
      </button>
      <svg
        className="seating-table__drawing"
        width={(size.width + pad * 2) * DRAWING_SCALE}
        height={(size.height + pad * 2) * DRAWING_SCALE}
        viewBox={`${-pad} ${-pad} ${size.width + pad * 2} ${size.height + pad * 2}`}
        aria-hidden="true"
        focusable="false"
      >
        {table.shape === "round" ? (
          <circle
            cx={size.width / 2}
            cy={size.height / 2}
            r={size.width / 2}
            className="seating-table__top"
          />
        ) : (
          <rect x={0} y={0} width={size.width} height={size.height} rx={8} className="seating-table__top" />
        )}
        {seats.map((seat, index) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place
            key={index}
            cx={seat.x}
            cy={seat.y}
            r={10}
            className={`seating-table__seat${table.guests[index] ? " is-taken" : ""}`}
          />
        ))}
      </svg>
      {overfull ? (
        <p className="seating-table__warning">
          {t("seating.overfull", { seated: table.guests.length, seats: table.seats })}
        </p>
      ) : null}
      {table.guests.length > 0 ? (
        <ol className="seating-table__guests">
          {table.guests.map((id, index) => {
            const guest = guests.get(id);
            return guest ? (
              <li key={id} {...dropOn((guestId) => onPlace(guestId, index))}>
                {guestButton(guest, true)}
              </li>
            ) : null;
          })}
        </ol>
      ) : null}
      <details className="seating-table__settings">
        <summary>{t("seating.tableSettings", { table: table.name })}</summary>
        <div className="field">
          <label htmlFor={`${nameId}-name`}>{t("seating.name")}</label>
          <input
            id={`${nameId}-name`}
            value={name}
            maxLength={40}
            onChange={(event) => {
              setName(event.target.value);
              // An empty name is not saved: the table keeps its last one until a new one is typed.
              if (event.target.value.trim())
                onChange({ name: event.target.value.trim() }, `name-${table.id}`);
            }}
            onBlur={() => setName(table.name)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${nameId}-shape`}>{t("seating.shape")}</label>
          <select
            id={`${nameId}-shape`}
            value={table.shape}
            onChange={(event) => onChange({ shape: event.target.value as TableShape }, null)}
          >
            <option value="round">{t("seating.round")}</option>
            <option value="long">{t("seating.long")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${nameId}-seats`}>{t("seating.seats")}</label>
          <input
            id={`${nameId}-seats`}
            type="number"
            min={1}
            max={40}
            value={table.seats}
            onChange={(event) => {
              const seats = Math.round(Number(event.target.value));
              if (seats >= 1 && seats <= 40) onChange({ seats }, `seats-${table.id}`);
            }}
          />
        </div>
        <button type="button" className="button seating-table__remove" onClick={onRemove}>
          {t("seating.removeTable")}
        </button>
      </details>
    </section>
  );
}
