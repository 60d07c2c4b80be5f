import type { ReactNode } from 'react';

/** A part of the complaint form under its own heading, so the long form reads in parts. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="reclamation-form__section" aria-labelledby={`reclamation-${id}`}>
      <h2 className="reclamation-form__heading" id={`reclamation-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
