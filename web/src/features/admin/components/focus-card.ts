/**
 * Moves the focus to a card's heading once the screen has drawn the change: the button that was pressed
 * (or the dialog's opener) is often gone with the status that offered it, which would drop the focus to
 * the page's top. The headings take the focus with tabIndex -1.
 */
export function focusCardHeading(headingId: string): void {
  window.requestAnimationFrame(() => document.getElementById(headingId)?.focus());
}
