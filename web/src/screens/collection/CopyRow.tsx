import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { completenessOf } from '#shared/collection-rules';
import type { CopyRow_item$key } from '../../__generated__/CopyRow_item.graphql.ts';
import { useRegionLabel } from '../../games/region-label.ts';
import { useCopyLabels } from '../../collection/condition-label.ts';
import { useRemoveFromCollection } from '../../collection/useRemoveFromCollection.ts';
import { CopyEditor } from './CopyEditor.tsx';
import { formatPrice } from '../../collection/price.ts';

/** One owned copy: what it is and what is there, with inline editing and removal. */
export function CopyRow({ item, connectionId }: { item: CopyRow_item$key; connectionId: string }) {
  const data = useFragment(
    graphql`
      fragment CopyRow_item on CollectionItem {
        id
        condition
        hasBox
        hasManual
        hasMedium
        otherInserts
        pricePaidCents
        currency
        acquiredOn
        notes
        version {
          id
          databaseId
          title
          region
          game { databaseId title console { name } }
        }
        ...CopyEditor_item
      }
    `,
    item,
  );
  const { t, i18n } = useLingui();
  const regionLabel = useRegionLabel();
  const labels = useCopyLabels();
  const { removeFromCollection } = useRemoveFromCollection();
  const [editing, setEditing] = useState(false);
  const [failed, setFailed] = useState(false);
  const { version } = data;
  const title = version.game.title;
  const headingId = `copy-${data.id}`;
  const remove = async () => {
    setFailed(!(await removeFromCollection({ itemId: data.id, versionId: version.id, connections: [connectionId] })));
  };

  return (
    <li className="copy-row card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/games/${version.game.databaseId}?version=${version.databaseId}`}>{title}</Link>
      </h3>
      <p className="copy-facts muted">
        {[version.game.console.name, regionLabel(version.region), version.title !== title ? version.title : null].filter(Boolean).join(' · ')}
      </p>
      <dl className="copy-details">
        <div><dt><Trans>Condition</Trans></dt><dd>{data.condition ? labels.condition(data.condition) : <Trans>Not given</Trans>}</dd></div>
        <div><dt><Trans>Completeness</Trans></dt><dd>{labels.completeness(completenessOf(data))}</dd></div>
        {data.pricePaidCents != null && data.currency && (
          <div><dt><Trans>Price paid</Trans></dt><dd>{formatPrice(i18n.locale, data.pricePaidCents, data.currency)}</dd></div>
        )}
        {data.acquiredOn && (
          <div><dt><Trans>Acquired on</Trans></dt><dd><time dateTime={data.acquiredOn}>{i18n.date(new Date(`${data.acquiredOn}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}</time></dd></div>
        )}
        {data.otherInserts && <div><dt><Trans>Other inserts</Trans></dt><dd>{data.otherInserts}</dd></div>}
        {data.notes && <div><dt><Trans>Notes</Trans></dt><dd className="copy-notes">{data.notes}</dd></div>}
      </dl>
      <div className="copy-actions">
        <button type="button" className="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? <Trans>Close editor</Trans> : <Trans>Edit copy</Trans>}
        </button>
        <button type="button" className="button" aria-label={t`Remove this copy of ${title}`} onClick={() => void remove()}>
          <Trans>Remove</Trans>
        </button>
      </div>
      {failed && <p className="field-error" role="alert"><Trans>Your collection could not be changed. Please try again.</Trans></p>}
      {editing && <CopyEditor item={data} title={title} onDone={() => setEditing(false)} />}
    </li>
  );
}
