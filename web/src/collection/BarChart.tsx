import { useId } from 'react';

export interface Bar {
  key: string;
  label: string;
  value: number;
  /** How the value reads ("€19.99"); the number itself when not given. */
  valueText?: string;
}

/**
 * A small horizontal bar chart drawn in SVG. The SVG is decoration for sighted readers; the same
 * numbers are in a table screen readers read (and anyone can copy), so nothing is only a picture.
 */
export function BarChart({
  title,
  bars,
  labelHeading,
  valueHeading,
}: {
  title: string;
  bars: readonly Bar[];
  labelHeading: string;
  valueHeading: string;
}) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const rowHeight = 22;
  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 100 ${bars.length * rowHeight}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        style={{ height: `${bars.length * rowHeight}px` }}
      >
        {bars.map((bar, index) => (
          <rect
            key={bar.key}
            x="0"
            y={index * rowHeight + 4}
            height={rowHeight - 8}
            width={(bar.value / max) * 100}
            rx="1"
          />
        ))}
      </svg>
      <table className="bar-chart-table">
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.label}</th>
              <td>{bar.valueText ?? bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
