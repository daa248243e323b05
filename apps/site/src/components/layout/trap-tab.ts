/** Elements a visitor can Tab to, in document order, among those shown. */
function tabbable(container: HTMLElement): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.checkVisibility({ visibilityProperty: true }));
}

/**
 * Keeps Tab inside an open menu: its `button` and then its `panel`. From the last element Tab
 * goes back to the button, and Shift+Tab from the button to the last element.
 */
export function trapTab(event: KeyboardEvent, button: HTMLElement, panel: HTMLElement): void {
  const cycle = [button, ...tabbable(panel)];
  const first = cycle[0]!;
  const last = cycle[cycle.length - 1]!;
  const active = document.activeElement;
  const inside = active instanceof Node && (active === button || panel.contains(active));
  if (!inside) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
