import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { STORAGE_KEYS } from '../../preferences/preference-values.ts';
import { TERMS_VERSION } from '../../terms/terms-version.ts';
import './legal.css';

export function Component() {
  const version = TERMS_VERSION;
  const sessionKey = STORAGE_KEYS.activePage;
  const localKeys: [string, ReactNode][] = [
    [STORAGE_KEYS.theme, <Trans>The colour theme you picked.</Trans>],
    [STORAGE_KEYS.language, <Trans>The interface language you picked.</Trans>],
    [STORAGE_KEYS.font, <Trans>The font you picked.</Trans>],
    [STORAGE_KEYS.soundEffects, <Trans>Whether sound effects are on.</Trans>],
    [STORAGE_KEYS.gameDefaults, <Trans>Which region and version to show first, sorting and display options.</Trans>],
    [STORAGE_KEYS.emailDefaults, <Trans>Your email notification choices.</Trans>],
    [STORAGE_KEYS.agreedToToS, <Trans>Whether you accepted the terms of service.</Trans>],
    [STORAGE_KEYS.tosVersion, <Trans>Which version of the terms you accepted.</Trans>],
  ];
  return (
    <article className="legal">
      <h1>
        <Trans>Privacy policy</Trans>
      </h1>
      <p className="legal-version">
        <Trans>Applies together with the terms of service, version {version}</Trans>
      </p>
      <p>
        <Trans>
          Cartridge Vault is a personal project of one person. We collect as little as we can, we never sell your data,
          and we do not show ads. This page lists everything we store and why.
        </Trans>
      </p>

      <section aria-labelledby="privacy-account">
        <h2 id="privacy-account">
          <Trans>What we store when you have an account</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Your email address, to sign you in, reset your password and send the notifications you chose.</Trans>
          </li>
          <li>
            <Trans>Your username and, if you set one, your display name, shown next to what you contribute.</Trans>
          </li>
          <li>
            <Trans>
              A hash of your password made with argon2id, and a hash of your security answer if you set one. We never
              store or see the password itself.
            </Trans>
          </li>
          <li>
            <Trans>
              Your sessions: a random token in a cookie keeps you signed in. We only keep a hash of it, with when it was
              created and last used and your browser's name, so you can recognise your sessions.
            </Trans>
          </li>
          <li>
            <Trans>Your collection, including any notes, prices and dates you add to your copies.</Trans>
          </li>
          <li>
            <Trans>Your votes, comments and requests, your profile settings, friends and friend requests.</Trans>
          </li>
          <li>
            <Trans>Your email notification preferences.</Trans>
          </li>
          <li>
            <Trans>The interface language you use, so that the mail we send you is written in it.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Visitors without an account are not tracked. Messages sent through the contact page are stored with the name
            and email address you enter, so that we can reply.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-browser">
        <h2 id="privacy-browser">
          <Trans>What stays in your browser</Trans>
        </h2>
        <p>
          <Trans>
            Your preferences are saved in your browser's local storage, so they work without an account. They never
            leave your device. The keys are:
          </Trans>
        </p>
        <dl>
          {localKeys.map(([key, purpose]) => (
            <div key={key}>
              <dt>
                <code>{key}</code>
              </dt>
              <dd>{purpose}</dd>
            </div>
          ))}
        </dl>
        <p>
          <Trans>
            Session storage holds one key, <code>{sessionKey}</code>: the page you last opened, forgotten when you close
            the tab.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-third-parties">
        <h2 id="privacy-third-parties">
          <Trans>No trackers</Trans>
        </h2>
        <p>
          <Trans>
            There are no third-party trackers, analytics, advertising or social media scripts on this site, and the
            fonts are served from our own server.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-public">
        <h2 id="privacy-public">
          <Trans>What others can see</Trans>
        </h2>
        <p>
          <Trans>
            Your username, requests and comments are public. Your profile, trust score, collection and friends are
            visible according to your profile visibility: public, friends only or private. Your email address is never
            shown to other members.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-deletion">
        <h2 id="privacy-deletion">
          <Trans>Deleting your data</Trans>
        </h2>
        <p>
          <Trans>
            You can delete your account in the settings. Deletion is instant and irreversible: your account, email
            address, password hash, sessions, collection, votes and preferences are removed at once. Requests and
            comments stay part of the community database, shown as from a deleted user. To clear what your browser
            stores, clear this site's data in your browser settings.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">
          <Trans>Questions</Trans>
        </h2>
        <p>
          <Trans>
            To ask what we hold about you, or anything else about your privacy, use the{' '}
            <Link to="/contact">contact page</Link>. See also the <Link to="/terms-of-service">terms of service</Link>.
          </Trans>
        </p>
      </section>
    </article>
  );
}
