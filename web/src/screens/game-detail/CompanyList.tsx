import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { CompanyList_companies$key } from '../../__generated__/CompanyList_companies.graphql.ts';

/** One term of a description list: the label, then one `<dd>` per company. */
export function CompanyList({ label, companies }: { label: ReactNode; companies: CompanyList_companies$key }) {
  const data = useFragment(
    graphql`
      fragment CompanyList_companies on Company @relay(plural: true) {
        id
        name
      }
    `,
    companies,
  );
  return (
    <div>
      <dt>{label}</dt>
      {data.length > 0 ? (
        data.map((company) => <dd key={company.id}>{company.name}</dd>)
      ) : (
        <dd className="game-fact-missing">
          <Trans>Unknown</Trans>
        </dd>
      )}
    </div>
  );
}
