// The gallery editor (SPEC §2 Module editors, §3 ImageGallery): title, text, several photos uploaded at
// once (MultiImageUpload: progress and refusals per file, order chosen kept) and the photos as
// thumbnails, each moved one step or removed (after the product's own question, ConfirmDialog).
import { newClientId } from "@core/ids";
import type { Image } from "@core/images";
import { LIMITS } from "@core/limits";
import { ConfirmDialog } from "@web/app/components/ConfirmDialog";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ModuleEditorFor } from "../editor-types";
import { moveItem } from "../shared/editor/ItemList";
import { previewUrl } from "../shared/editor/image/files";
import { MultiImageUpload } from "../shared/editor/MultiImageUpload";
import { TitleAndTextFields } from "../shared/editor/TitleAndTextFields";
import type { ImageGalleryModule } from "./schema";
export const ImageGalleryEditor: ModuleEditorFor<"ImageGallery"> = (props) => {
  const { t } = useTranslation("app");
  const { module, language, onChange } = props;
  // Uploads finish after renders the parent has not made yet: each adds to the newest module, not to
  // the one this render saw, so three photos finishing together all land.
  const latest = useRef<ImageGalleryModule>(module);
  latest.current = module;
  const change = (next: ImageGalleryModule) => {
    latest.current = next;
    onChange(next);
  };
  const addImage = (image: Image) =>
    change({
      ...latest.current,
      gallery: [...latest.current.gallery, { id: newClientId("galleryItem"), image }],
    });

  const gallery = module.gallery;
  const thumbsRef = useRef<HTMLFieldSetElement>(null);
  // The photo asked about, by id.
  const [removing, setRemoving] = useState<string | null>(null);
  const removingIndex = gallery.findIndex((item) => item.id === removing);
  const remove = (id: string) =>
    change({ ...latest.current, gallery: latest.current.gallery.filter((item) => item.id !== id) });

  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <fieldset className="editor-lists__group" ref={thumbsRef}>
        <legend>
          {t("editorLists.gallery.photos")}{" "}
          <span className="editor-lists__count">
            ({t("editorLists.gallery.count", { count: gallery.length })})
          </span>
        </legend>
        <MultiImageUpload onUploaded={addImage} count={gallery.length} max={LIMITS.itemsPerList} />
        {gallery.length === 0 ? (
          <p className="field__hint">{t("editorLists.gallery.empty")}</p>
        ) : (
          <ol className="editor-lists__thumbs">
            {gallery.map((item, index) => {
              const label = t("editorLists.gallery.photo", { number: index + 1 });
              return (
                <li key={item.id} className="editor-lists__thumb">
                  <img src={previewUrl(item.image, 0)} alt={label} loading="lazy" decoding="async" />
                  <div className="editor-lists__thumb-tools">
                    <button
                      type="button"
                      className="icon-button"
                      disabled={index === 0}
                      aria-label={`${t("editorLists.gallery.moveEarlier")}: ${label}`}
                      title={t("editorLists.gallery.moveEarlier")}
                      onClick={() => change({ ...latest.current, gallery: moveItem(gallery, index, -1) })}
                    >
                      <span aria-hidden="true">←</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button"
                      disabled={index === gallery.length - 1}
                      aria-label={`${t("editorLists.gallery.moveLater")}: ${label}`}
                      title={t("editorLists.gallery.moveLater")}
                      onClick={() => change({ ...latest.current, gallery: moveItem(gallery, index, 1) })}
                    >
                      <span aria-hidden="true">→</span>
                    </button>
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`${t("editorLists.gallery.remove")}: ${label}`}
                      title={t("editorLists.gallery.remove")}
                      onClick={() => setRemoving(item.id)}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </fieldset>
      <ConfirmDialog
        open={removingIndex >= 0}
        title={t("itemList.removeTitle", {
          title: t("editorLists.gallery.photo", { number: removingIndex + 1 }),
        })}
        text={t("itemList.removeText")}
        confirmLabel={t("itemList.remove")}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
        focusAfter={() => thumbsRef.current?.querySelector<HTMLElement>("button:not(:disabled)") ?? null}
      />
    </div>
  );
};

export default ImageGalleryEditor;
