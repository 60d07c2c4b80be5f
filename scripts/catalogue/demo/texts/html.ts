/** Text inside an HTML element: apostrophes and quotes stay readable (French text is full of them), only markup characters are escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const paragraphs = (texts: string[]): string => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
