export interface TermsLink {
  readonly name: string;
  readonly href: string;
}

/** The terms a traveller agrees to, as links; when there are none, the fallback sentence. */
export function TermsLinks({ terms, label, fallback }: { terms: readonly TermsLink[]; label: string; fallback: string }) {
  if (terms.length === 0) return <p className="ui-terms-empty">{fallback}</p>;
  return (
    <ul className="ui-terms" aria-label={label}>
      {terms.map((term) => (
        <li key={term.href}>
          <a href={term.href} target="_blank" rel="noopener noreferrer">
            {term.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
