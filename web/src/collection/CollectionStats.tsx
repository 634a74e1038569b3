import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  CollectionStats_user$data,
  CollectionStats_user$key,
} from '../__generated__/CollectionStats_user.graphql.ts';
import { useRegionLabel } from '../games/region-label.ts';
import { useCopyLabels } from './condition-label.ts';
import { BarChart } from './BarChart.tsx';
import { formatPrice } from './price.ts';
import './collection-stats.css';
import { fromCalendarDate } from '#shared/calendar-date';

/** Totals by console, region and manufacturer, completeness, money spent and copies per month. */
export function CollectionStats({
  user,
  heading: Heading = 'h2',
}: {
  user: CollectionStats_user$key;
  heading?: 'h2' | 'h3';
}) {
  const data = useFragment(
    graphql`
      fragment CollectionStats_user on User {
        collectionStats {
          totalCopies
          byConsole {
            key
            count
          }
          byRegion {
            region
            count
          }
          byManufacturer {
            key
            count
          }
          byCompleteness {
            completeness
            count
          }
          spent {
            currency
            cents
            copies
          }
          addedPerMonth {
            key
            count
          }
        }
      }
    `,
    user,
  );
  return data.collectionStats ? <CollectionStatsView stats={data.collectionStats} heading={Heading} /> : null;
}

export type CollectionStatsData = NonNullable<CollectionStats_user$data['collectionStats']>;

/** The charts themselves, also drawn offline from the statistics kept on the device. */
export function CollectionStatsView({
  stats,
  heading: Heading = 'h2',
}: {
  stats: CollectionStatsData;
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const regionLabel = useRegionLabel();
  const labels = useCopyLabels();
  if (stats.totalCopies === 0) return null;
  const total = stats.totalCopies;
  const share = (count: number) => i18n.number(count / total, { style: 'percent', maximumFractionDigits: 0 });
  const copies = t`Copies`;
  const month = (key: string) =>
    i18n.date(fromCalendarDate(`${key}-01`), { year: 'numeric', month: 'short', timeZone: 'UTC' });

  return (
    <section className="collection-stats" aria-labelledby="collection-stats-heading">
      <Heading id="collection-stats-heading">
        <Trans>Statistics</Trans>
      </Heading>
      <p>
        <Trans>Total copies: {total}</Trans>
      </p>
      <div className="collection-charts">
        <BarChart
          title={t`By console`}
          labelHeading={t`Console`}
          valueHeading={copies}
          bars={stats.byConsole.map(({ key, count }) => ({ key, label: key, value: count }))}
        />
        <BarChart
          title={t`By region`}
          labelHeading={t`Region`}
          valueHeading={copies}
          bars={stats.byRegion.map(({ region, count }) => ({ key: region, label: regionLabel(region), value: count }))}
        />
        <BarChart
          title={t`By manufacturer`}
          labelHeading={t`Manufacturer`}
          valueHeading={copies}
          bars={stats.byManufacturer.map(({ key, count }) => ({ key, label: key, value: count }))}
        />
        <BarChart
          title={t`Complete in box or loose`}
          labelHeading={t`Completeness`}
          valueHeading={t`Share`}
          bars={stats.byCompleteness.map(({ completeness, count }) => ({
            key: completeness,
            label: labels.completeness(completeness),
            value: count,
            valueText: `${share(count)} (${count})`,
          }))}
        />
        <BarChart
          title={t`Copies added per month`}
          labelHeading={t`Month`}
          valueHeading={copies}
          bars={stats.addedPerMonth.map(({ key, count }) => ({ key, label: month(key), value: count }))}
        />
        {stats.spent.length > 0 && (
          // Sums in different currencies cannot share one scale: a table, not bars.
          <figure className="bar-chart" aria-labelledby="collection-spent-title">
            <figcaption id="collection-spent-title">
              <Trans>Money spent</Trans>
            </figcaption>
            <table className="bar-chart-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Currency</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Copies with a price</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Amount</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.spent.map(({ currency, cents, copies: priced }) => (
                  <tr key={currency}>
                    <th scope="row">{currency}</th>
                    <td>{priced}</td>
                    <td>{formatPrice(i18n.locale, cents, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
      </div>
    </section>
  );
}
