import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { APPROVAL, TRUST_SCORE } from '#shared/rules';
import { useKonamiCode } from './useKonamiCode.ts';

export function Component() {
  const cheater = useKonamiCode();
  const applyPercent = APPROVAL.editApplyPercent;
  const resetAbovePercent = APPROVAL.editResetAbovePercent;
  const deletePercent = APPROVAL.deletePercent;
  const trustMin = TRUST_SCORE.min;
  const trustMax = TRUST_SCORE.max;
  const trustStart = TRUST_SCORE.start;
  return (
    <article className="about">
      <h1>
        <Trans>About Cartridge Vault</Trans>
      </h1>
      {/* Always rendered so screen readers announce the easter egg when it appears. */}
      <p role="status" className="about-cheater">
        {cheater && (
          <strong>
            <Trans>Cheater!</Trans>
          </strong>
        )}
      </p>

      <section aria-labelledby="about-what">
        <h2 id="about-what">
          <Trans>What it is</Trans>
        </h2>
        <p>
          <Trans>
            Cartridge Vault is a community-maintained database of physical video games. For every game it records the
            versions released in each region, the console it runs on, and the developers and publishers behind it.
          </Trans>
        </p>
        <p>
          <Trans>
            Signed-in members can also keep a personal collection: mark the exact versions they own and see how their
            shelf grows over time.
          </Trans>
        </p>
        <p>
          <Trans>
            Cartridge Vault is a personal project of one person, built and run in spare time. It is not affiliated with
            any console maker or publisher.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="about-review">
        <h2 id="about-review">
          <Trans>How community review works</Trans>
        </h2>
        <p>
          <Trans>
            Anyone with an account can add a game. Changes to an existing game go through an edit request, and removing
            a game goes through a delete request. Other members vote to approve or reject each request until it expires.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>An edit is applied when at least {applyPercent}% of the votes approve it.</Trans>
          </li>
          <li>
            <Trans>
              An edit with more than {resetAbovePercent}% but less than {applyPercent}% approval is reset, so the
              community gets more time to decide.
            </Trans>
          </li>
          <li>
            <Trans>
              A game is only removed when at least {deletePercent}% of the votes approve the delete request.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            The <Link to="/contribution-guide">contribution guide</Link> explains how to add games and write good
            requests.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="about-trust">
        <h2 id="about-trust">
          <Trans>Trust scores</Trans>
        </h2>
        <p>
          <Trans>
            Every member has a trust score between {trustMin} and {trustMax}, starting at {trustStart}. It rises when
            your requests are approved and falls when they are rejected.
          </Trans>
        </p>
        <p>
          <Trans>
            A trust score is a hint, not a verdict: judge each request on its own merits and do not vote on trust score
            alone.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="about-minigames">
        <h2 id="about-minigames">
          <Trans>Minigames</Trans>
        </h2>
        <p>
          <Trans>
            Cartridge Vault also has two <Link to="/minigames">minigames</Link>: a card battle played with games from
            the catalogue, and pong against the computer.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="about-contact">
        <h2 id="about-contact">
          <Trans>Get in touch</Trans>
        </h2>
        <p>
          <Trans>
            Found a bug or have an idea? Use the <Link to="/contact">contact page</Link>.
          </Trans>
        </p>
      </section>
    </article>
  );
}
