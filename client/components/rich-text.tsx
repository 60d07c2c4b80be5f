/**
 * Operator-written HTML, already sanitised on the worker (core 5). Internal
 * links inside it are ordinary anchors, so the client router takes them over.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
