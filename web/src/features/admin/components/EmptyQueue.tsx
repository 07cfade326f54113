/** An empty list: nothing yet, or nothing matching the filters (with a button to clear them). */
export function EmptyQueue({ title, text, onClear }: { title: string; text: string; onClear?: () => void }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__text">{text}</p>
      {onClear && (
        <button type="button" className="button button--secondary" onClick={onClear}>
          Effacer les filtres
        </button>
      )}
    </div>
  );
}
