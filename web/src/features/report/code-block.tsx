import { useEffect, useState } from 'react';
import type { FencedCode } from '../../lib/code-answer';
import type { CodeSpan } from './code-highlight';

/**
 * A code answer as code: monospace, in its language's colours. The highlighter and the language's
 * parser load only when a report holds code; until then (or if they fail) the code shows plain.
 */
export function CodeBlock({ answer }: { answer: FencedCode }) {
  const { code, fence } = answer;
  const [spans, setSpans] = useState<CodeSpan[] | null>(null);
  useEffect(() => {
    let current = true;
    setSpans(null);
    import('./code-highlight')
      .then(({ highlightCode }) => highlightCode(code, fence))
      .then((result) => {
        if (current) setSpans(result);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [code, fence]);

  const name = answer.language ?? (fence || 'Code');
  return (
    <figure aria-label={`${name} code`} className="flex flex-col gap-1">
      <figcaption className="text-xs font-medium text-muted">{name}</figcaption>
      <pre
        data-highlighted={spans ? 'true' : undefined}
        className="overflow-x-auto rounded-control border border-border bg-surface-muted p-3 font-mono text-[0.8125rem] leading-relaxed text-foreground"
      >
        <code>
          {spans
            ? spans.map((span, index) =>
                span.className ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one code text never reorder.
                  <span key={index} className={span.className}>
                    {span.text}
                  </span>
                ) : (
                  span.text
                ),
              )
            : code}
        </code>
      </pre>
    </figure>
  );
}
