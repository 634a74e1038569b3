import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type AuthMode = 'login' | 'signup';

interface AuthTab {
  mode: AuthMode;
  label: ReactNode;
  panel: ReactNode;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrows move and select.
 * Both panels stay mounted (the other one hidden), so switching keeps what was typed.
 */
export function AuthTabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly AuthTab[];
  selected: AuthMode;
  onSelect(mode: AuthMode): void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.mode);
    buttons.current[next]?.focus();
  };

  return (
    <div className="auth-tabs">
      <div role="tablist" aria-label={label} className="auth-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.mode}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`auth-tab-${tab.mode}`}
            aria-controls={`auth-panel-${tab.mode}`}
            aria-selected={tab.mode === selected}
            tabIndex={tab.mode === selected ? 0 : -1}
            onClick={() => onSelect(tab.mode)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.mode}
          role="tabpanel"
          id={`auth-panel-${tab.mode}`}
          aria-labelledby={`auth-tab-${tab.mode}`}
          hidden={tab.mode !== selected}
          className="auth-panel card"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
