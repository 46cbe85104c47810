import { useRef, type KeyboardEvent, type ReactNode } from 'react';

type Tab<K extends string> = { key: K; title: string };

type Props<K extends string> = {
  /** Names the tabs' and the panel's ids. */
  id: string;
  tabs: readonly Tab<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** The active tab's panel: only it is rendered. */
  children: ReactNode;
  className?: string;
};

/**
 * Bootstrap's tabs with the ARIA tabs pattern (arrow keys, Home and End move between tabs), a few hundred bytes
 * where react-bootstrap's Tabs and Nav weighed about 5 KB on the cart page of a customer's first visit (decision
 * 0053). Only the active panel is mounted.
 */
export function TabStrip<K extends string>({ id, tabs, active, onSelect, children, className }: Props<K>) {
  const list = useRef<HTMLUListElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    onSelect(next.key);
    list.current?.querySelector<HTMLElement>(`#${id}-tab-${next.key}`)?.focus();
  };
  return (
    <>
      <ul ref={list} className={`nav nav-tabs ${className ?? ''}`} role="tablist">
        {tabs.map((tab, index) => (
          <li key={tab.key} className="nav-item" role="presentation">
            <button
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-controls={`${id}-panel-${tab.key}`}
              aria-selected={tab.key === active}
              tabIndex={tab.key === active ? 0 : -1}
              className={tab.key === active ? 'nav-link active' : 'nav-link'}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(e) => move(e, index)}
            >
              {tab.title}
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" id={`${id}-panel-${active}`} aria-labelledby={`${id}-tab-${active}`} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
