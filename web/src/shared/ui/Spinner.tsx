interface SpinnerProps {
  label?: string;
  /** Centres the spinner in the page (route guards, whole-page loads). */
  page?: boolean;
}

export function Spinner({ label = 'Chargement...', page = false }: SpinnerProps) {
  return (
    <div className={page ? 'spinner spinner--page' : 'spinner'} role="status" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
