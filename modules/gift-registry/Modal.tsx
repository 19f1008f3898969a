// An accessible modal on the native <dialog>: showModal() makes the rest of the page inert (focus
// stays inside), Escape closes, it is labelled by its heading, and focus returns to what opened it.
import { type ReactNode, useEffect, useRef } from "react";

type Props = {
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
};

export function Modal({ labelledBy, describedBy, onClose, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener("cancel", onCancel);
    document.documentElement.classList.add("has-modal");
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      document.documentElement.classList.remove("has-modal");
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // A click on the backdrop reaches the dialog element itself; clicks inside reach the panel.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the dialog natively.
    <dialog
      ref={ref}
      className={className ? `gift-modal ${className}` : "gift-modal"}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className="gift-modal__panel">{children}</div>
    </dialog>
  );
}
