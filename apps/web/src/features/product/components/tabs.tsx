import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isRtlLanguage } from '@shop/core';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

/**
 * Tabs as the WAI-ARIA pattern has them: a tablist whose selected tab alone is in the tab
 * order; the arrow keys move to (and open) the previous or next tab, wrapping round, in the
 * direction they point (so mirrored in Arabic); Home and End go to the first and last.
 * Every panel stays mounted (a half-written review survives a look at the description).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, className }: TabsProps<K>) {
  const { i18n } = useTranslation();
  const rtl = isRtlLanguage(i18n.language);
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number;
    if (event.key === forward) target = (index + 1) % tabs.length;
    else if (event.key === backward) target = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    else return;
    event.preventDefault();
    const key = tabs[target]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              className="tabs__tab"
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={move}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          className="tabs__panel"
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
