import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

interface ScreenProps {
  /** The <h1> text, also the document title after the brand prefix. */
  title: string;
  /** A different document title, when the heading alone would be ambiguous. */
  documentTitle?: string;
  children?: ReactNode;
}

/** The frame of one screen: its heading, its document title, and its content. */
export function Screen({ title, documentTitle, children }: ScreenProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** A small 'label: value' line, used while screens only show what the path carries. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <p className="fact">
      <span className="fact__label">{label}</span> <strong className="fact__value">{value}</strong>
    </p>
  );
}
