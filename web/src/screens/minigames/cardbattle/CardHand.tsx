import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

interface HandCard {
  id: string;
  face: ReactNode;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/**
 * The player's cards as one tab stop: arrow keys (and Home, End) move between them, Enter or
 * Space plays the focused one. After a play the focus stays at the same place in the hand.
 */
export function CardHand({
  cards,
  describedBy,
  focusFirst,
  onPlay,
}: {
  cards: readonly HandCard[];
  describedBy: string;
  /** Focus the first card at once (a new match the player asked for from the keyboard). */
  focusFirst: boolean;
  onPlay: (id: string) => void;
}) {
  const { t } = useLingui();
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const refocus = useRef(focusFirst);
  const current = Math.min(active, cards.length - 1);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    buttons.current[current]?.focus();
  }, [cards.length, current]);

  const focusAt = (index: number) => {
    const wrapped = (index + cards.length) % cards.length;
    setActive(wrapped);
    buttons.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { Home: 0, End: cards.length - 1 };
    if (NEXT_KEYS.includes(event.key)) moves[event.key] = current + 1;
    if (PREVIOUS_KEYS.includes(event.key)) moves[event.key] = current - 1;
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusAt(target);
  };

  return (
    <ul className="card-hand" aria-label={t`Your hand`} aria-describedby={describedBy} onKeyDown={onKeyDown}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <button
            type="button"
            ref={(element) => {
              buttons.current[index] = element;
            }}
            tabIndex={index === current ? 0 : -1}
            onFocus={() => setActive(index)}
            onClick={() => {
              refocus.current = true;
              onPlay(card.id);
            }}
          >
            {card.face}
          </button>
        </li>
      ))}
    </ul>
  );
}
