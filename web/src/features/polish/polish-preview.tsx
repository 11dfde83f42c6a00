import { useEffect, useRef } from 'react';
import { Card } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';

/** Preview mode: the resume exactly as it will be saved (the same Markdown the server renders). */
export function PolishPreview({ markdown }: { markdown: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby="polish-preview-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2
          id="polish-preview-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold tracking-tight focus:outline-none"
        >
          Preview
        </h2>
        <p className="text-sm text-muted">
          Accepted and pending suggestions are in; rejected ones keep your original words.
        </p>
      </div>
      <Card className="p-5 sm:p-10">
        <Markdown source={markdown} headingOffset={1} className="break-words" />
      </Card>
    </section>
  );
}
