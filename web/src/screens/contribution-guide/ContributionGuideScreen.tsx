import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPROVAL, IMAGE_MIME_TYPES, LIMITS } from '#shared/rules';

type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** How people name the accepted formats; the MIME types themselves come from the rules. */
const FORMAT_NAMES: Record<ImageMimeType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
  'image/webp': 'WebP',
};

export function Component() {
  const { i18n } = useLingui();
  const formats = new Intl.ListFormat(i18n.locale, { type: 'disjunction' }).format(
    IMAGE_MIME_TYPES.map((type) => FORMAT_NAMES[type]),
  );
  const maxKilobytes = i18n.number(LIMITS.imageMaxBytes / 1024);
  const applyPercent = APPROVAL.editApplyPercent;
  const resetAbovePercent = APPROVAL.editResetAbovePercent;
  const deletePercent = APPROVAL.deletePercent;
  const maxResets = APPROVAL.maxResetsWithoutVotes;
  return (
    <article className="contribution-guide">
      <h1>
        <Trans>Contribution guide</Trans>
      </h1>
      <p>
        <Trans>
          Cartridge Vault is built by its community. This guide explains how to add games, how to propose changes and
          how to vote, so the database stays accurate and friendly. You need to be signed in to contribute.
        </Trans>
      </p>

      <section aria-labelledby="guide-add">
        <h2 id="guide-add">
          <Trans>Adding a game</Trans>
        </h2>
        <p>
          <Trans>
            A game is one title on one console. Each release of it in a region is a version, with its own box art,
            release date and companies. Search the database first: if the game exists, add a version or send an edit
            request instead of a duplicate.
          </Trans>
        </p>
        <p>
          <Trans>These fields are required:</Trans>
        </p>
        <ul>
          <li>
            <Trans>Game title</Trans>
          </li>
          <li>
            <Trans>Console</Trans>
          </li>
          <li>
            <Trans>Version title, as printed on this release</Trans>
          </li>
          <li>
            <Trans>Medium image: a photo or scan of the disc or cartridge</Trans>
          </li>
          <li>
            <Trans>Version or revision number</Trans>
          </li>
          <li>
            <Trans>Release date</Trans>
          </li>
          <li>
            <Trans>Developer name</Trans>
          </li>
          <li>
            <Trans>Publisher name</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Front and back box art are optional but very welcome. Only fill in a country for unique variants released in
            a single country; once you use the country field, it must have a value.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="guide-images">
        <h2 id="guide-images">
          <Trans>Images</Trans>
        </h2>
        <p>
          <Trans>
            Upload images as {formats}, at most {maxKilobytes} KB each.
          </Trans>
        </p>
        <p>
          <Trans>
            Show only the art: crop away the table, hands, price stickers and background, keep the image straight and
            evenly lit, and never include personal information. Only upload photos and scans you made yourself.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="guide-requests">
        <h2 id="guide-requests">
          <Trans>Edit and delete requests</Trans>
        </h2>
        <p>
          <Trans>
            Existing games are changed through requests that the community votes on. Use an edit request to correct or
            complete a game, and a delete request only for entries that should not exist, such as duplicates or games
            that were never released.
          </Trans>
        </p>
        <p>
          <Trans>
            A reason is required for every request. Say what is wrong and where your information comes from; a good
            reason is the best way to get votes.
          </Trans>
        </p>
        <p>
          <Trans>Each request stays open for a limited time. When it expires:</Trans>
        </p>
        <ul>
          <li>
            <Trans>an edit request with at least {applyPercent}% approval is applied;</Trans>
          </li>
          <li>
            <Trans>
              an edit request with more than {resetAbovePercent}% but less than {applyPercent}% approval is reset and
              stays open for another round;
            </Trans>
          </li>
          <li>
            <Trans>a delete request needs at least {deletePercent}% approval to remove the game;</Trans>
          </li>
          <li>
            <Trans>a request that nobody votes on is reset at most {maxResets} times, then rejected;</Trans>
          </li>
          <li>
            <Trans>anything else is rejected.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Approved requests raise the submitter's trust score; rejected ones lower it.</Trans>
        </p>
      </section>

      <section aria-labelledby="guide-voting">
        <h2 id="guide-voting">
          <Trans>Voting etiquette</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Read the whole request and compare it with the current data before you vote.</Trans>
          </li>
          <li>
            <Trans>Do not vote on trust score alone: a newcomer can be right and a veteran can be wrong.</Trans>
          </li>
          <li>
            <Trans>If you are unsure, ask in the comments or do not vote.</Trans>
          </li>
          <li>
            <Trans>Explain a reject vote in a comment, so the submitter can improve the request.</Trans>
          </li>
          <li>
            <Trans>Be kind. Everyone here is a volunteer.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            More about how the site works is on the <Link to="/about">about page</Link>. Questions? Use the{' '}
            <Link to="/contact">contact page</Link>.
          </Trans>
        </p>
      </section>
    </article>
  );
}
