import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import './not-found.css';

/** Presses on the big "404" that reveal the secret variant (spec: a hidden 404 variant). */
const SECRET_PRESSES = 5;

// A cartridge drawn in CSS pixels: # shell, = label, o eyes, | contacts, . empty.
const CARTRIDGE = [
  '.########.',
  '##########',
  '#========#',
  '#=o====o=#',
  '#========#',
  '#===oo===#',
  '#========#',
  '##########',
  '#|.|.|.|.#',
  '##########',
];
const PIXEL_COLOURS: Record<string, string> = {
  '#': 'var(--cartridge-shell)',
  '=': 'var(--cartridge-label)',
  o: 'var(--cartridge-ink)',
  '|': 'var(--cartridge-contacts)',
};
const CARTRIDGE_PIXELS = CARTRIDGE.flatMap((row, y) =>
  [...row].flatMap((pixel, x) => {
    const colour = PIXEL_COLOURS[pixel];
    return colour ? [`${x}em ${y}em 0 0 ${colour}`] : [];
  }),
).join(', ');

export function Component() {
  const { pathname } = useLocation();
  const [presses, setPresses] = useState(0);
  const secret = presses >= SECRET_PRESSES;
  return (
    <article className={secret ? 'not-found secret' : 'not-found'}>
      {/* A real button so the secret is reachable by keyboard as well as by mouse. */}
      <button type="button" className="not-found-code" onClick={() => setPresses((count) => count + 1)}>
        404
      </button>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>
          There is no page at <code className="not-found-path">{pathname}</code>.
        </Trans>
      </p>
      <p className="not-found-links">
        <Link className="button primary" to="/">
          <Trans>Go to the home page</Trans>
        </Link>{' '}
        <Link className="button" to="/games">
          <Trans>Browse the games</Trans>
        </Link>
      </p>
      {/* Always rendered so screen readers announce the secret when it appears. */}
      <div role="status" className="not-found-secret">
        {secret && (
          <>
            <div className="lost-cartridge-stage" aria-hidden="true">
              <div className="lost-cartridge" style={{ boxShadow: CARTRIDGE_PIXELS }} />
            </div>
            <p>
              <Trans>
                Secret level unlocked! This little cartridge got lost too. Blow on its contacts, put it back in the
                console and try again from the home page.
              </Trans>
            </p>
          </>
        )}
      </div>
    </article>
  );
}
