import { Outlet } from 'react-router';

/** /privacy and /terms: a narrow, readable column inside the public layout. */
export function LegalLayout() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <article className="flex flex-col gap-8 leading-relaxed text-foreground/90">
        <Outlet />
      </article>
    </div>
  );
}
