import type { AnchorHTMLAttributes } from 'react';

/** A link to another site, opened in a new tab without giving it access to this page. */
export function ExternalLink({ children, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (nouvel onglet)</span>
    </a>
  );
}
