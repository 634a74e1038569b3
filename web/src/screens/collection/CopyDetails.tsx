import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import { completenessOf } from '#shared/collection-rules';
import type { CopyDetails_item$key } from '../../__generated__/CopyDetails_item.graphql.ts';
import { useCopyLabels } from '../../collection/condition-label.ts';
import { formatPrice } from '../../collection/price.ts';
import { fromCalendarDate } from '#shared/calendar-date';

/** What one copy is like: condition, completeness, and the price, date, inserts and notes given. */
export function CopyDetails({ item }: { item: CopyDetails_item$key }) {
  const data = useFragment(
    graphql`
      fragment CopyDetails_item on CollectionItem {
        condition
        hasBox
        hasManual
        hasMedium
        otherInserts
        pricePaidCents
        currency
        acquiredOn
        notes
      }
    `,
    item,
  );
  const { i18n } = useLingui();
  const labels = useCopyLabels();
  const completeness = completenessOf({ hasBox: data.hasBox, hasManual: data.hasManual, hasMedium: data.hasMedium });
  return (
    <dl className="copy-details">
      <div>
        <dt>
          <Trans>Condition</Trans>
        </dt>
        <dd>{data.condition ? labels.condition(data.condition) : <Trans>Not given</Trans>}</dd>
      </div>
      <div>
        <dt>
          <Trans>Completeness</Trans>
        </dt>
        <dd>{labels.completeness(completeness)}</dd>
      </div>
      {data.pricePaidCents != null && data.currency && (
        <div>
          <dt>
            <Trans>Price paid</Trans>
          </dt>
          <dd>{formatPrice(i18n.locale, data.pricePaidCents, data.currency)}</dd>
        </div>
      )}
      {data.acquiredOn && (
        <div>
          <dt>
            <Trans>Acquired on</Trans>
          </dt>
          <dd>
            <time dateTime={data.acquiredOn}>
              {i18n.date(fromCalendarDate(data.acquiredOn), { dateStyle: 'medium', timeZone: 'UTC' })}
            </time>
          </dd>
        </div>
      )}
      {data.otherInserts && (
        <div>
          <dt>
            <Trans>Other inserts</Trans>
          </dt>
          <dd>{data.otherInserts}</dd>
        </div>
      )}
      {data.notes && (
        <div>
          <dt>
            <Trans>Notes</Trans>
          </dt>
          <dd className="copy-notes">{data.notes}</dd>
        </div>
      )}
    </dl>
  );
}
