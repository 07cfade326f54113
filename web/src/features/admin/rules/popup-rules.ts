/** Spec section 9: the list shows the first 100 characters of a message. */
export const POPUP_PREVIEW_LENGTH = 100;

/** Characters as people count them (an emoji is one), not UTF-16 units. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The first 100 characters of a message, with an ellipsis when there is more. */
export function popupPreview(content: string): string {
  const characters = [...content];
  return characters.length > POPUP_PREVIEW_LENGTH ? `${characters.slice(0, POPUP_PREVIEW_LENGTH).join('')}…` : content;
}

export const POPUP_TITLE_REQUIRED = 'Le titre est requis (200 caractères maximum).';
export const POPUP_CONTENT_REQUIRED = 'Le contenu est requis (5000 caractères maximum).';

/** What is missing from the form (the server says the same in the same words): none when it can be saved. */
export function popupFormErrors(title: string, content: string): string[] {
  const errors: string[] = [];
  if (title.trim() === '') errors.push(POPUP_TITLE_REQUIRED);
  if (content.trim() === '') errors.push(POPUP_CONTENT_REQUIRED);
  return errors;
}
