import { clsx } from 'clsx';

type Values = { [key: string]: unknown } | null;

const cell = 'px-1 py-1.5 break-all whitespace-pre-wrap';

type ChangeViewProps = { before: Values; after: Values };

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? String(value);
}

/**
 * What an action changed: one row per field with its value before and after, changed fields
 * marked. Fields only on one side read '—' on the other.
 */
export function ChangeView({ before, after }: ChangeViewProps) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <p className="text-sm text-muted">No values were recorded.</p>;
  return (
    <div className="relative max-w-full overflow-x-auto">
      <table className="w-full border-collapse text-left font-mono text-xs">
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 pr-4 font-sans font-semibold">
              Field
            </th>
            <th scope="col" className="py-1 pr-4 font-sans font-semibold">
              Before
            </th>
            <th scope="col" className="py-1 font-sans font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const was = before?.[key];
            const is = after?.[key];
            const changed = JSON.stringify(was) !== JSON.stringify(is);
            return (
              <tr key={key} data-changed={changed || undefined} className="border-t border-border align-top">
                <th scope="row" className="py-1.5 pr-4 font-semibold">
                  {key}
                  {changed && <span className="sr-only"> (changed)</span>}
                </th>
                <td className={clsx(cell, 'pr-4', changed && 'bg-danger/8')}>{show(was)}</td>
                <td className={clsx(cell, changed && 'bg-success/10')}>{show(is)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
