// The card editor (SPEC §2 Invitations, §4 Print editor): /inbjudningar/nytt (a new card that matches the
// page, saved on Spara and then opened at its own address) and /inbjudningar/{printId}. Framsida and
// Baksida; each item on the card opens its editor (text, photo through the site's image dialog, QR
// address); layout (a change keeps what is written at the positions both layouts have), corners, and
// 'Matcha med bröllopssida' for colours, fonts, graphic and logo; Redigera/Granska; a dirty flag with
// the leave warning.
import { printFactsOf } from "@core/print/facts";
import { changeLayout, imageAspect, newPrint, qrCheck, type SiteDesign } from "@core/print/layouts";
import type { Print, PrintDocument } from "@core/print/schema";
import { EditorContext, type EditorContextValue, editorApiBase } from "@modules/shared/editor/context";
import { ImageDialog } from "@modules/shared/editor/ImageDialog";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { ModuleBoundary } from "../../guest/ModuleBoundary";
import { PrintCard } from "../../print/PrintCard";
import { api } from "../api";
import { ErrorDialog, type ShownError } from "../components/ErrorDialog";
import { useLoadError } from "../components/load-error";
import { appConfig } from "../config";
import { useLeaveGuard } from "../editor/leave-guard";
import { useFontFaces } from "../font-faces";
import { CardDesignDrawer } from "./CardDesignDrawer";
import type { InvitationSite } from "./InvitationsPage";
import { ChoiceDialog, QrDialog, TextDialog } from "./ItemDialogs";

const withoutIds = ({ _id, site, ...document }: Print): PrintDocument => document;

/**
 * Saving in quick start (SPEC §4 Print editor): the sign-up creates the account and the site, then the
 * card; the new site's id and the card's, or null when the visitor closed the sign-up.
 */
export type QuickStartCardSave = (print: PrintDocument) => Promise<{ siteId: string; id: string } | null>;
class SignUpClosed extends Error {}

const rootOf = (siteId: string) => `/redigera/${encodeURIComponent(siteId)}/inbjudningar`;

export function CardEditor({
  site,
  printId: fixed,
  quickStart,
}: {
  site: InvitationSite;
  printId?: null;
  quickStart?: QuickStartCardSave;
}) {
  const params = useParams();
  const printId = fixed === null ? null : (params.printId ?? null);
  const { t } = useTranslation("app");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<ShownError | null>(null);
  const [draft, setDraft] = useState<PrintDocument | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [page, setPage] = useState<1 | 2>(1);
  const [editing, setEditing] = useState<string | null>(null);
  const [review, setReview] = useState(false);
  const [status, setStatus] = useState("");
  const [asking, setAsking] = useState<"unsaved" | "qr" | null>(null);
  const [designOpen, setDesignOpen] = useState(false);

  const facts = useMemo(
    () => printFactsOf({ document: site, wizardData: site.wizardData ?? null, host: site.host ?? null }),
    [site],
  );
  const design: SiteDesign = useMemo(
    () => ({
      colorScheme: site.colorScheme,
      fonts: site.fonts,
      siteGraphic: site.siteGraphic,
      eventLogo: site.eventLogo ?? null,
    }),
    [site],
  );
  const loaded = useQuery({
    queryKey: ["print", printId],
    queryFn: () => api.get<Print>(`/api/prints/${encodeURIComponent(printId ?? "")}`),
    enabled: printId !== null,
  });
  useLoadError(loaded.error, t("invitations.printLoadFailed"), setError);

  // The draft starts once per card: a later refetch of the site or the card never replaces what the
  // owner is editing.
  const startedFor = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (startedFor.current === printId) return;
    const document =
      printId === null ? newPrint(design, facts) : loaded.data ? withoutIds(loaded.data) : null;
    if (!document) return;
    startedFor.current = printId;
    setDraft(document);
    setSaved(JSON.stringify(document));
  }, [printId, loaded.data, design, facts]);

  const dirty = draft !== null && JSON.stringify(draft) !== saved;
  // Saved from /nytt on the way to ordering, with a QR code that does not lead to the page.
  const location = useLocation();
  const askQr = (location.state as { askQr?: boolean } | null)?.askQr === true;
  const ready = draft !== null;
  useEffect(() => {
    if (askQr && ready) setAsking("qr");
  }, [askQr, ready]);
  useFontFaces(draft ? [draft.fonts] : []);
  const { allowLeaving } = useLeaveGuard(dirty);

  const save = useMutation({
    mutationFn: async (print: PrintDocument): Promise<{ siteId: string; id: string }> => {
      if (quickStart) {
        const made = await quickStart(print);
        if (!made) throw new SignUpClosed();
        return made;
      }
      if (printId === null) {
        const { id } = await api.post<{ id: string }>("/api/prints/", { print, site: site._id });
        return { siteId: site._id, id };
      }
      await api.put<Print>(`/api/prints/${encodeURIComponent(printId)}`, { print });
      return { siteId: site._id, id: printId };
    },
    onSuccess: async ({ siteId, id }, print) => {
      setSaved(JSON.stringify(print));
      setStatus(t("invitations.saved"));
      await queryClient.invalidateQueries({ queryKey: ["prints", siteId] });
      if (printId === null) {
        allowLeaving();
        navigate(`${rootOf(siteId)}/${id}`, { replace: true });
      }
    },
    onError: (cause) => {
      if (cause instanceof SignUpClosed) return;
      setError({
        error: cause,
        description: t(printId === null ? "invitations.saveFailed" : "invitations.updateFailed"),
      });
    },
  });

  if (!draft) return <p aria-live="polite">{t("editor.loading")}</p>;
  const qrItem = draft.content.find((c) => c.contentType === "qr") ?? null;
  const toCheckout = (id: string, siteId = site._id) => {
    allowLeaving();
    navigate(`${rootOf(siteId)}/${encodeURIComponent(id)}/bestall`);
  };
  /** Ordering: a saved card only ('Osparade ändringar'), and a QR code that leads to the page. */
  const order = (savedId: string | null) => {
    if (savedId === null || dirty) {
      setAsking("unsaved");
      return;
    }
    if (qrCheck(draft, site.host ?? null) === "differs") {
      setAsking("qr");
      return;
    }
    setAsking(null);
    toCheckout(savedId);
  };
  const saveAndOrder = async () => {
    try {
      const { id, siteId } = await save.mutateAsync(draft);
      if (qrCheck(draft, site.host ?? null) === "differs") {
        // A new card has just moved to its own address: the editor there asks.
        if (printId === null)
          navigate(`${rootOf(siteId)}/${encodeURIComponent(id)}`, { replace: true, state: { askQr: true } });
        else setAsking("qr");
        return;
      }
      setAsking(null);
      toCheckout(id, siteId);
    } catch {
      setAsking(null);
    }
  };
  const update = (change: (print: PrintDocument) => PrintDocument) => setDraft((d) => (d ? change(d) : d));
  const setItem = (id: string, item: Partial<PrintDocument["content"][number]>) =>
    update((print) => ({
      ...print,
      content: print.content.map((c) => (c.id === id ? { ...c, ...item } : c)),
    }));
  const item = draft.content.find((c) => c.id === editing) ?? null;
  const MATCHED = { colors: "colors", fonts: "fonts", graphics: "graphic", eventLogo: "logo" } as const;
  const editorContext: EditorContextValue = {
    siteId: site._id,
    quickStart: quickStart !== undefined,
    apiBase: editorApiBase(site._id, quickStart !== undefined),
    languages: site.availableLanguages.map((l) => l.languageCode),
    language: facts.language,
    translateMode: false,
    brand: "wedding",
    ownerMail: null,
    formRecipients: [],
    setFormRecipients: () => {},
  };

  return (
    <main className="card-editor">
      <div className="card-editor__bar">
        <h1 className="card-editor__title">
          {t(printId === null ? "invitations.newCard" : "invitations.cardTitle")}
        </h1>
        <div className="card-editor__toggles">
          <fieldset className="segmented">
            <legend className="visually-hidden">{t("invitations.side")}</legend>
            {([1, 2] as const).map((side) => (
              <button key={side} type="button" aria-pressed={page === side} onClick={() => setPage(side)}>
                {t(side === 1 ? "invitations.front" : "invitations.back")}
              </button>
            ))}
          </fieldset>
          <fieldset className="segmented">
            <legend className="visually-hidden">{t("invitations.mode")}</legend>
            <button type="button" aria-pressed={!review} onClick={() => setReview(false)}>
              {t("editor.edit")}
            </button>
            <button type="button" aria-pressed={review} onClick={() => setReview(true)}>
              {t("editor.review")}
            </button>
          </fieldset>
          <button
            type="button"
            className={`button ${dirty || printId === null ? "button--primary" : ""}`}
            onClick={() => save.mutate(draft)}
            disabled={save.isPending || (!dirty && printId !== null)}
          >
            {save.isPending ? t("editor.saving") : t("editor.save")}
          </button>
          <button
            type="button"
            className="button button--primary card-editor__order"
            onClick={() => order(printId)}
          >
            {t("invitations.order")}
          </button>
          <button
            type="button"
            className="button card-editor__design"
            aria-expanded={designOpen}
            onClick={() => setDesignOpen(true)}
          >
            {t("invitations.design")}
          </button>
          {dirty ? <span className="card-editor__unsaved">{t("editor.unsaved")}</span> : null}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      <div className="card-editor__body">
        <div className="card-editor__card">
          <ModuleBoundary
            moduleId="print-card"
            moduleType="PrintCard"
            message={t("invitations.cardCrashed")}
            contactMail={appConfig().contactMail}
          >
            <PrintCard
              print={draft}
              page={page}
              mode={review ? "preview" : "edit"}
              onEditItem={setEditing}
              selectedItemId={editing}
              itemLabel={(position) =>
                t("invitations.editItem", { item: t(`invitations.position.${position}`) })
              }
              emptyImageText={t("invitations.choosePhoto")}
            />
          </ModuleBoundary>
        </div>
      </div>
      {item?.contentType === "text" ? (
        <TextDialog
          label={t(`invitations.position.${item.position}`)}
          value={item.text?.text ?? ""}
          onDone={(text) => setItem(item.id, { text: { text } })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {item?.contentType === "qr" ? (
        <QrDialog
          value={item.qr ?? { url: "", hidden: true }}
          onDone={(qr) => setItem(item.id, { qr })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <EditorContext.Provider value={editorContext}>
        <ImageDialog
          open={item?.contentType === "image"}
          onClose={() => setEditing(null)}
          value={item?.contentType === "image" ? (item.image ?? null) : null}
          onChange={(image) => (item ? setItem(item.id, { image }) : undefined)}
          cropAspect={imageAspect(draft.layout) ?? undefined}
        />
      </EditorContext.Provider>
      <CardDesignDrawer
        open={designOpen}
        onClose={() => setDesignOpen(false)}
        print={draft}
        update={update}
        site={site}
        design={design}
        onLayout={(layout) => update((print) => changeLayout(print, layout, facts))}
        onMatched={(tab) => setStatus(t(`invitations.matched.${MATCHED[tab]}`))}
        brand="wedding"
        language={facts.language}
        siteVersion={site.siteVersion}
      />
      {asking === "unsaved" ? (
        <ChoiceDialog
          title={t("invitations.unsaved.title")}
          text={t("invitations.unsaved.text")}
          cancelLabel={t("moduleEditor.cancel")}
          confirmLabel={t("invitations.unsaved.saveAndOrder")}
          busy={save.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void saveAndOrder()}
        />
      ) : null}
      {asking === "qr" ? (
        <ChoiceDialog
          title={t("invitations.qrCheck.title")}
          text={t(site.host ? "invitations.qrCheck.text" : "invitations.qrCheck.noHost", {
            url: qrItem?.qr?.url ?? "",
            host: site.host ?? "",
          })}
          cancelLabel={t("invitations.qrCheck.cancel")}
          confirmLabel={t("invitations.qrCheck.continue")}
          onCancel={() => {
            setAsking(null);
            if (qrItem) {
              setReview(false);
              setPage(qrItem.page);
              setEditing(qrItem.id);
            }
          }}
          onConfirm={() => {
            setAsking(null);
            if (printId) toCheckout(printId);
          }}
        />
      ) : null}
      <ErrorDialog shown={error} />
    </main>
  );
}
