import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { landingSections, paths } from '../../lib/paths';
import { HeroPreview } from './hero-preview';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-[radial-gradient(ellipse_at_top_left,color-mix(in_oklch,var(--primary)_12%,transparent),transparent_55%)]"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <Badge tone="primary">AI interview coach</Badge>
          <h1 id="hero-title" className="text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            Own Your Interview
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted">
            Upload your resume and the job description you are aiming for. Your AI coach measures how well
            they match, interviews you for that exact role by voice or text, and shows you what to sharpen
            before the real conversation.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button asChild size="lg">
              <Link to={paths.signup}>
                Start Your Free Trial
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <Link to={{ hash: `#${landingSections.features}` }}>See how it works</Link>
            </Button>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted">
            <ShieldCheck aria-hidden="true" className="size-4 text-success" />
            Free Pro trial · No credit card needed
          </p>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
