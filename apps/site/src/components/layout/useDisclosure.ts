import { useEffect, useId, useRef, useState, type FocusEvent } from "react";

/**
 * A disclosure menu (a button that shows a list): open or closed, and closed again by Escape
 * (focus goes back to the button), a click outside or focus leaving the menu. Spread
 * `rootProps` on the menu's element and `buttonProps` on its button; the list gets `listId`.
 */
export function useDisclosure<Root extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<Root>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        // Handled: the phone header's menu around this one stays open.
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return {
    open,
    listId,
    rootProps: {
      ref: root,
      onBlur: (event: FocusEvent) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      },
    },
    buttonProps: {
      ref: button,
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": listId,
      onClick: () => setOpen((value) => !value),
    },
  };
}
