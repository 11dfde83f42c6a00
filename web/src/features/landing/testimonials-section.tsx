import { StarRating } from '../../components/ui/star-rating';
import { initials } from '../../lib/initials';
import { landingSections } from '../../lib/paths';

type Testimonial = { quote: string; name: string; role: string; rating: number };

const testimonials: Testimonial[] = [
  {
    quote:
      'The follow-up questions felt like my real panel interview. By the time I sat down with the hiring team, nothing surprised me.',
    name: 'Priya S.',
    role: 'Product Manager',
    rating: 5,
  },
  {
    quote:
      'My Improvement Roadmap said my answers had no measurable results. Two weeks of practice later every story ended with a number.',
    name: 'Marcus T.',
    role: 'Software Engineer',
    rating: 5,
  },
  {
    quote:
      'Polishing my resume against each job description got me past screening far more often. I wish the voice mode had come sooner.',
    name: 'Elena R.',
    role: 'Marketing Analyst',
    rating: 4.5,
  },
];

export function TestimonialsSection() {
  return (
    <section
      id={landingSections.testimonials}
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto flex max-w-2xl flex-col gap-3 text-center">
          <p className="text-sm font-semibold text-primary">Testimonials</p>
          <h2
            id="testimonials-title"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            Trusted by Ambitious Professionals
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col gap-5 rounded-card border border-border bg-surface p-7 shadow-soft">
                <StarRating rating={testimonial.rating} />
                <blockquote className="flex-1 text-pretty text-foreground/90">
                  “{testimonial.quote}”
                </blockquote>
                <figcaption className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-primary/12 text-sm font-semibold text-primary"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span className="flex flex-col">
                    <span className="text-sm font-semibold">{testimonial.name}</span>
                    <span className="text-sm text-muted">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs text-muted">Sample testimonials, shown for illustration.</p>
      </div>
    </section>
  );
}
