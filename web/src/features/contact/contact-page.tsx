import { Briefcase, LifeBuoy } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/page-title';
import { ContactForm } from './contact-form';

/** The address for partnerships, press and business questions (the contract has no setting for it). */
export const BUSINESS_EMAIL = 'business@interviewcoach.app';

/** /contact: a business e-mail link and the technical support form. */
export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-16 sm:px-6 sm:py-24">
      <PageHeader
        title="Contact Us"
        description="Questions about your account, billing or a technical problem? We are happy to help."
      />
      <div className="grid gap-6 md:grid-cols-[1fr_2fr]">
        <Card className="self-start">
          <CardHeader>
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Briefcase aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-2 text-lg leading-tight font-semibold tracking-tight">Business inquiries</h2>
            <CardDescription>Partnerships, press and team plans.</CardDescription>
          </CardHeader>
          <CardContent>
            <a
              href={`mailto:${BUSINESS_EMAIL}`}
              className="focus-ring rounded-sm font-medium break-all text-primary hover:underline"
            >
              {BUSINESS_EMAIL}
            </a>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LifeBuoy aria-hidden="true" className="size-5" />
            </span>
            <h2 className="mt-2 text-lg leading-tight font-semibold tracking-tight">Technical support</h2>
            <CardDescription>Tell us what happened and we will get back to you by email.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
