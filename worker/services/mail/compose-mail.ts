/**
 * One layout for every mail of the shop (issue 15 item 8): the same content
 * as plain text and as HTML, with the brand, in the mail's language. Callers
 * give translated texts; links are absolute URLs on the visitor's host.
 */
import { escapeHtml } from '../../html/html-escape.ts';

export interface MailAction { label: string; url: string }

/** A line of the mail's table: "label: value" in the text, a row in the HTML (the order's rows and totals). */
export interface MailLine {
  label: string;
  value: string;
  /** Bold (the total, the amount paid). */
  strong?: boolean;
  /** A rule above the line: the totals under the rows. */
  divider?: boolean;
}

export interface MailContent {
  subject: string;
  /** The first line: a greeting or the heading. */
  heading: string;
  /** Paragraphs before the action; a line break in one stays a line break (an address). */
  paragraphs: string[];
  /** Label and value lines after the paragraphs. */
  table?: MailLine[];
  /** The one button of the mail (the link to activate, reset, confirm). */
  action?: MailAction;
  /** Paragraphs after the action (why the mail came, how to ignore it). */
  after?: string[];
  /** Small links at the end (remove this alert). */
  links?: MailAction[];
  brandName: string;
  language: string;
}

export interface ComposedMail { subject: string; text: string; html: string }

export function composeMail(content: MailContent): ComposedMail {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.table?.length ? [...content.table.map((line) => `${line.label}: ${line.value}`), ''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.after ?? []).flatMap((paragraph) => [paragraph, '']),
    ...(content.links ?? []).flatMap((link) => [`${link.label}:`, link.url, '']),
    content.brandName,
  ].join('\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value).replace(/\n/g, '<br>')}</p>`;
  const links = (content.links ?? []).map((link) => `<p style="margin:0 0 8px;font-size:13px"><a href="${escapeHtml(link.url)}" style="color:#1d4d3a">${escapeHtml(link.label)}</a></p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4d3a;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>`
      + `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${escapeHtml(content.language)}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`
    + `<body style="margin:0;padding:24px;background:#f4f4f1;font-family:Arial,Helvetica,sans-serif;color:#1b1b1b;line-height:1.5">`
    + `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px">`
    + `<p style="margin:0 0 24px;font-weight:bold;font-size:18px">${escapeHtml(content.brandName)}</p>`
    + `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`
    + content.paragraphs.map(paragraph).join('') + tableHtml(content.table ?? []) + action + (content.after ?? []).map(paragraph).join('') + links
    + `</div></body></html>`;
  return { subject: content.subject, text, html };
}

function tableHtml(lines: MailLine[]): string {
  if (lines.length === 0) return '';
  const row = (line: MailLine) => {
    const style = `padding:4px 0;vertical-align:top${line.strong ? ';font-weight:bold' : ''}${line.divider ? ';border-top:1px solid #d6d6d0;padding-top:8px' : ''}`;
    return `<tr><td style="${style};padding-right:16px">${escapeHtml(line.label)}</td><td style="${style};text-align:right;white-space:nowrap">${escapeHtml(line.value)}</td></tr>`;
  };
  return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px">${lines.map(row).join('')}</table>`;
}
