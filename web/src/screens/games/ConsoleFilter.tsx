import { graphql, useFragment } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import type { ConsoleFilter_query$key } from '../../__generated__/ConsoleFilter_query.graphql.ts';

interface ConsoleFilterProps {
  query: ConsoleFilter_query$key;
  id: string;
  value: string;
  onChange(consoleId: string): void;
}

/** The console filter: every console, grouped by manufacturer as the API lists them. */
export function ConsoleFilter({ query, id, value, onChange }: ConsoleFilterProps) {
  const data = useFragment(
    graphql`
      fragment ConsoleFilter_query on Query {
        consoles {
          edges {
            node {
              id
              name
              manufacturer
            }
          }
        }
      }
    `,
    query,
  );
  const byManufacturer = new Map<string, { id: string; name: string }[]>();
  for (const { node } of data.consoles.edges) {
    byManufacturer.set(node.manufacturer, [...(byManufacturer.get(node.manufacturer) ?? []), node]);
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Console</Trans>
      </label>
      <select id={id} name="console" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">
          <Trans>Any console</Trans>
        </option>
        {[...byManufacturer].map(([manufacturer, consoles]) => (
          <optgroup key={manufacturer} label={manufacturer}>
            {consoles.map((console) => (
              <option key={console.id} value={console.id}>
                {console.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
