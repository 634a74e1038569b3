import { graphql, useFragment } from 'react-relay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FieldProblem } from '#shared/rules';
import type { ConsoleSelect_query$key } from '../../__generated__/ConsoleSelect_query.graphql.ts';
import { useProblemText } from '../../forms/problem-text.ts';
import type { NodeRef } from './game-form-values.ts';

interface ConsoleSelectProps {
  query: ConsoleSelect_query$key;
  value: NodeRef | null;
  onChange(console: NodeRef | null): void;
  problem?: FieldProblem | undefined;
}

/** The console a game is for, grouped by manufacturer. */
export function ConsoleSelect({ query, value, onChange, problem }: ConsoleSelectProps) {
  const { consoles } = useFragment(
    graphql`
      fragment ConsoleSelect_query on Query {
        # Every console: the connection's default page holds them all (its maximum, 200).
        consoles {
          edges {
            node {
              id
              databaseId
              name
              manufacturer
            }
          }
        }
      }
    `,
    query,
  );
  const { t } = useLingui();
  const problemText = useProblemText();
  const nodes = consoles.edges.map((edge) => edge.node);
  // The API sorts by manufacturer, so each group is one run of the list.
  const manufacturers = [...new Set(nodes.map((node) => node.manufacturer))];
  const errorId = problem ? 'game-consoleId-error' : undefined;
  return (
    <div className="field">
      <label htmlFor="game-consoleId">
        <Trans>Console</Trans>
      </label>
      <select
        id="game-consoleId"
        name="consoleId"
        required
        value={value?.id ?? ''}
        onChange={(event) => {
          const node = nodes.find((candidate) => candidate.id === event.target.value);
          onChange(node ? { id: node.id, databaseId: node.databaseId } : null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{t`Choose a console`}</option>
        {manufacturers.map((manufacturer) => (
          <optgroup key={manufacturer} label={manufacturer}>
            {nodes
              .filter((node) => node.manufacturer === manufacturer)
              .map((node) => (
                <option key={node.id} value={node.id}>
                  {node.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {problem && (
        <p id={errorId} className="field-error" role="alert">
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
