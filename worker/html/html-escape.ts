const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML text and double-quoted attribute contexts. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that is safe inside a <script> element: no '<' can close it early. One pass over the page's payload. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<\u2028\u2029]/g, (ch) => SCRIPT_ESCAPES[ch]!);
}
