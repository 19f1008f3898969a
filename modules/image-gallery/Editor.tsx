// The gallery editor (SPEC §2 Module editors, §3 ImageGallery): title, text, several photos uploaded at
// once (MultiImageUpload: progress and refusals per file, order chosen kept) and the photos as
// thumbnails, each moved one step or removed.
import { newClientId } from "@core/ids";
import type { Image } from "@core/images";
import { LIMITS } from "@core/limits";
import { useRef } from "react";
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
  const remove = (index: number) => {
    if (
      !window.confirm(
        t("itemList.removeConfirm", { title: t("editorLists.gallery.photo", { number: index + 1 }) }),
      )
    )
      return;
    change({ ...latest.current, gallery: gallery.filter((_, i) => i !== index) });
  };

  return (
    <div className="editor-lists">
      <TitleAndTextFields module={module} language={language} onChange={onChange} />
      <fieldset className="editor-lists__group">
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
                      onClick={() => remove(index)}
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
    </div>
  );
};

export default ImageGalleryEditor;
