import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../../test/render.tsx';
import { CardHand } from './CardHand.tsx';

/** A hand as a match holds it: the card played leaves it. */
function Hand() {
  const [cards, setCards] = useState(['Ecco', 'Flicky', 'Gunstar', 'Kid Chameleon', 'Landstalker']);
  return (
    <CardHand
      cards={cards.map((title) => ({ id: title, face: title }))}
      describedBy="hint"
      focusFirst={false}
      onPlay={(id) => setCards((left) => left.filter((title) => title !== id))}
    />
  );
}

const card = (name: string) => screen.getByRole('button', { name });
// Straight to the DOM, as a browser delivers them: Testing Library's events go through `act`,
// which runs every pending effect at once and would hide one still waiting for the next frame.
const pressKey = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
const rendered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the card hand', () => {
  it('keeps the focus at the same place when a card is played right after an arrow key', async () => {
    renderAt(<Hand />);
    card('Ecco').focus();
    pressKey('ArrowRight');
    await rendered();
    expect(document.activeElement).toBe(card('Flicky'));
    // Enter on a button clicks it; the arrow key's render may not have reached a frame yet.
    (document.activeElement as HTMLElement).click();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Flicky' })).toBeNull());
    expect(document.activeElement).toBe(card('Gunstar'));
  });
});
