import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { titleLang } from '../games/text-lang.ts';
import type { ChangeKind, ConflictReason, OutboxState } from './outbox-state.ts';

const KIND_LABELS: Record<ChangeKind, MessageDescriptor> = {
  add: msg`Add a copy`,
  remove: msg`Remove a copy`,
  edit: msg`Edit copy`,
  want: msg`Add to want list`,
  unwant: msg`Take off want list`,
  trade: msg`Offer for trade`,
  untrade: msg`Stop offering for trade`,
};

const REASONS: Record<ConflictReason, MessageDescriptor> = {
  copyGone: msg`The copy was removed on another device.`,
  versionGone: msg`This version is no longer in the catalogue.`,
  refused: msg`The server refused the change.`,
};

/** What PendingChanges shows, loaded only once there is something to show. */
export default function PendingChangesList({ pending, conflicts, synced }: OutboxState) {
  const { i18n } = useLingui();
  const dismiss = () => void import('./outbox-sync.ts').then((outbox) => outbox.dismissOutboxConflicts());
  return (
    <>
      {pending.length > 0 && (
        <section className="outbox card" data-outbox="pending">
          <p className="outbox-heading">
            <Plural
              value={pending.length}
              one="# change waits for the network; it is sent when you are back online."
              other="# changes wait for the network; they are sent when you are back online."
            />
          </p>
          <ul>
            {pending.map((change) => (
              <li key={change.key}>
                {i18n._(KIND_LABELS[change.kind])}: <span lang={titleLang(change.title)}>{change.title}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {pending.length === 0 && synced && conflicts.length === 0 && (
        <p className="outbox card" data-outbox="synced">
          <Trans>The changes you made offline are saved.</Trans>
        </p>
      )}
      {conflicts.length > 0 && (
        <section className="outbox outbox-conflicts card" data-outbox="conflicts">
          <p className="outbox-heading">
            <Trans>Some changes you made offline were not applied; your collection shows the server's state.</Trans>
          </p>
          <ul>
            {conflicts.map((conflict) => (
              <li key={conflict.key}>
                {i18n._(KIND_LABELS[conflict.kind])}: <span lang={titleLang(conflict.title)}>{conflict.title}</span>.{' '}
                {i18n._(REASONS[conflict.reason])}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={dismiss}>
            <Trans>Dismiss</Trans>
          </button>
        </section>
      )}
    </>
  );
}
