import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { APPROVAL } from '#shared/rules';
import { TERMS_VERSION } from '../../terms/terms-version.ts';
import './legal.css';

export function Component() {
  const version = TERMS_VERSION;
  const applyPercent = APPROVAL.editApplyPercent;
  const deletePercent = APPROVAL.deletePercent;
  return (
    <article className="legal">
      <h1>
        <Trans>Terms of service</Trans>
      </h1>
      <p className="legal-version">
        <Trans>Version {version}</Trans>
      </p>
      <p>
        <Trans>
          These terms explain the rules for using Cartridge Vault, a community-maintained database of physical video
          games run as a personal project by one person. By using the site you agree to them. They are written in plain
          language on purpose; if something is unclear, <Link to="/contact">ask us</Link>.
        </Trans>
      </p>

      <section aria-labelledby="tos-accounts">
        <h2 id="tos-accounts">
          <Trans>Your account</Trans>
        </h2>
        <p>
          <Trans>
            You can browse the database without an account. To keep a collection, add games, submit requests, vote or
            comment you need an account. Give a working email address and keep your password to yourself: you are
            responsible for what happens under your account.
          </Trans>
        </p>
        <p>
          <Trans>
            One person, one account. Accounts created to push votes one way, to impersonate someone or to send spam may
            be suspended or removed.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tos-contributions">
        <h2 id="tos-contributions">
          <Trans>Your contributions</Trans>
        </h2>
        <p>
          <Trans>
            Games, versions, images, requests and comments you submit become part of the community database. You keep
            any rights you have in them, but you grant Cartridge Vault and its community a free, permanent, worldwide
            licence to store, show, edit, combine and share them as part of the database, including after your account
            is deleted.
          </Trans>
        </p>
        <p>
          <Trans>
            Only submit what you are allowed to share. Photos and scans should be your own, show only the art, and must
            not contain personal information. Do not submit anything unlawful, hateful or sexually explicit.
          </Trans>
        </p>
        <p>
          <Trans>
            Data is only as good as its sources. Be accurate, explain your changes, and follow the{' '}
            <Link to="/contribution-guide">contribution guide</Link>.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tos-voting">
        <h2 id="tos-voting">
          <Trans>Voting and conduct</Trans>
        </h2>
        <p>
          <Trans>
            Edit and delete requests are decided by community votes: an edit needs at least {applyPercent}% approval and
            a deletion at least {deletePercent}%. Vote on what a request actually changes, not on who sent it or on
            their trust score alone.
          </Trans>
        </p>
        <p>
          <Trans>
            Do not coordinate votes, use several accounts, or vote on requests you have not read. Keep comments friendly
            and on topic; disagree with the data, not with the person.
          </Trans>
        </p>
        <p>
          <Trans>
            Moderators may approve, reject or expire requests early, and remove content or accounts that break these
            terms.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tos-warranty">
        <h2 id="tos-warranty">
          <Trans>No warranty</Trans>
        </h2>
        <p>
          <Trans>
            Cartridge Vault is provided as is, without any warranty. The data is collected by volunteers and may be
            incomplete or wrong; do not rely on it for buying, selling or valuing games. The site may be unavailable,
            change or shut down at any time, and we are not liable for any loss that results from using it, as far as
            the law allows.
          </Trans>
        </p>
        <p>
          <Trans>
            Game titles, box art and trademarks belong to their owners. Cartridge Vault is not affiliated with any
            console maker or publisher.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tos-deletion">
        <h2 id="tos-deletion">
          <Trans>Deleting your account</Trans>
        </h2>
        <p>
          <Trans>
            You can delete your account at any time in the settings. Deletion is instant and irreversible: your profile,
            collection, votes and sessions are removed straight away and cannot be restored. Requests and comments you
            made stay in the database, attributed to a deleted user.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tos-changes">
        <h2 id="tos-changes">
          <Trans>Changes to these terms</Trans>
        </h2>
        <p>
          <Trans>
            When these terms change, the version number above changes too and you will be asked to read and accept the
            new version before you continue. How we handle your data is described in the{' '}
            <Link to="/privacy-policy">privacy policy</Link>.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="tos-contact">
        <h2 id="tos-contact">
          <Trans>Contact</Trans>
        </h2>
        <p>
          <Trans>
            Questions about these terms? Send a message through the <Link to="/contact">contact page</Link>.
          </Trans>
        </p>
      </section>
    </article>
  );
}
