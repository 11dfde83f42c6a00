import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { LegalHeader } from './legal-header';
import { LegalSection } from './legal-section';

/** /privacy */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <>
      <LegalHeader
        title="Privacy Policy"
        summary="What we collect when you use Interview Coach, why we collect it, and the choices you have."
      />
      <LegalSection title="Information we collect">
        <ul>
          <li>
            Account details: your name, e-mail address and a securely hashed password, or the identifier of
            the external account you sign in with.
          </li>
          <li>
            Profile details you choose to add, such as job title, industry, experience level and gender.
          </li>
          <li>Documents you upload (resumes and job descriptions) and the text we extract from them.</li>
          <li>
            Interview content: the questions asked, your typed answers, voice recordings or transcripts of
            spoken answers, and the resulting evaluations and reports.
          </li>
          <li>
            Billing records such as your plan, invoices and subscription status. Card details are entered on
            our payment provider’s page and never reach our servers.
          </li>
          <li>Support tickets, feedback and messages you send us.</li>
          <li>
            Technical data needed to run the service securely, such as IP address, browser type and request
            logs.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="How we use your information">
        <p>
          We use your information to provide the service: to analyse how your resume matches a job
          description, run mock interviews, evaluate answers, write reports, polish your resume, process
          payments, send account e-mails (verification, password reset, receipts) and answer support requests.
          We also use it to keep the service secure and to prevent abuse. We do not sell your personal
          information and we do not use your documents or answers for advertising.
        </p>
      </LegalSection>
      <LegalSection title="AI processing and service providers">
        <p>
          Some features send the relevant text or audio to AI, speech and payment providers that process it on
          our behalf and under contracts that restrict its use to providing their service to us. They receive
          only what a feature needs, for example the answer being evaluated or the resume section being
          polished.
        </p>
      </LegalSection>
      <LegalSection title="Cookies and local storage">
        <p>
          We use an essential, HttpOnly cookie to keep you signed in, and your browser’s local storage to
          remember your session token, theme and cookie choices. Analytics and error reporting run only if you
          agree to them in the cookie banner, and you can change that choice at any time.
        </p>
      </LegalSection>
      <LegalSection title="Retention and deletion">
        <p>
          We keep your information for as long as your account exists. You can delete individual documents at
          any time, and deleting your account in Settings permanently removes your profile, documents,
          interview sessions and reports. Limited records may be kept where the law requires it, for example
          invoices for tax purposes.
        </p>
      </LegalSection>
      <LegalSection title="Security">
        <p>
          Passwords are stored only as strong one-way hashes, connections are encrypted, sessions use
          short-lived tokens, and file downloads use links that expire. No system is perfectly secure, so
          please use a unique password and tell us about anything suspicious.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          Depending on where you live, you may have the right to access, correct, export or delete your
          personal information and to object to or restrict certain processing. Most of this is available
          directly in Settings; for anything else, reach us through the{' '}
          <Link to={paths.contact}>Contact page</Link>.
        </p>
      </LegalSection>
      <LegalSection title="Children">
        <p>
          Interview Coach is intended for people aged 16 and over. We do not knowingly collect data from
          children.
        </p>
      </LegalSection>
      <LegalSection title="Changes to this policy">
        <p>
          If we change this policy we will update the date above, and we will notify you in the app or by
          e-mail before material changes take effect.
        </p>
      </LegalSection>
      <LegalSection title="Contact">
        <p>
          Questions about privacy? Send us a message through the <Link to={paths.contact}>Contact page</Link>.
        </p>
      </LegalSection>
    </>
  );
}
