import { pageCount } from '../rules/list-queries';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Rows may follow past `total` (the server stopped counting there): 'Suivant' stays while the page is full. */
  more?: boolean;
}

/** Server paging: previous and next page, and where the list stands. Nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage, more = false }: PagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && !more) return null;
  return (
    <nav className="admin-pager" aria-label="Pagination">
      <button type="button" className="button button--secondary button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Précédent
      </button>
      <p className="admin-pager__status" aria-live="polite">
        Page {page} sur {more ? 'plus de ' : ''}
        {pages}
      </p>
      <button type="button" className="button button--secondary button--small" disabled={page >= pages && !more} onClick={() => onPage(page + 1)}>
        Suivant
      </button>
    </nav>
  );
}
