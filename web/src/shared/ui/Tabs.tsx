import { type KeyboardEvent, type ReactNode, useId } from 'react';

interface TabsProps {
  /** The tab list's name ('Saisons', 'Type de favoris'). */
  label: string;
  tabs: ReadonlyArray<{ key: string; label: ReactNode }>;
  /** The tab shown. */
  index: number;
  onSelect: (index: number) => void;
  /** The panel of the tab shown; as a function, it is given what puts the focus back on the tab shown. */
  children: ReactNode | ((focusTab: () => void) => ReactNode);
  /** Classes of the list, each tab and the panel (`tabs`, `tabs__tab`, `tabs__panel` by default). */
  classNames?: { list: string; tab: string; panel: string };
  /** The panel takes the focus itself (when what it holds may have nothing focusable). */
  focusablePanel?: boolean;
}

const DEFAULT_CLASSES = { list: 'tabs', tab: 'tabs__tab', panel: 'tabs__panel' };

/**
 * Tabs as the ARIA pattern has them: one tab in the tab order, the arrow keys (Home and End) move to the
 * others and show them, the panel is named by its tab.
 */
export function Tabs({ label, tabs, index, onSelect, children, classNames = DEFAULT_CLASSES, focusablePanel = false }: TabsProps) {
  const baseId = useId();
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;
  const focusTab = (i: number) => document.getElementById(tabId(i))?.focus();

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(next);
    focusTab(next);
  };

  return (
    <>
      <div className={classNames.list} role="tablist" aria-label={label}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            id={tabId(i)}
            type="button"
            role="tab"
            className={classNames.tab}
            aria-selected={i === index}
            aria-controls={panelId}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(i)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(index)} className={classNames.panel} tabIndex={focusablePanel ? 0 : undefined}>
        {typeof children === 'function' ? children(() => focusTab(index)) : children}
      </div>
    </>
  );
}
