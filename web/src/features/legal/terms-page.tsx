import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { LegalHeader } from './legal-header';
import { LegalSection } from './legal-section';

/** /terms */
export function TermsPage() {
  usePageTitle('Terms of Service');
  return (
    <>
      <LegalHeader
        title="Terms of Service"
        summary="The agreement between you and Interview Coach when you use the service. Please read it carefully."
      />
      <LegalSection title="1. Accepting these terms">
        <p>
          By creating an account or using Interview Coach you agree to these terms and to our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>. If you do not agree, please do not use the service.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <p>
          You must be at least 16 years old and give accurate information when you sign up. Keep your password
          confidential; you are responsible for activity on your account. Tell us promptly if you suspect
          unauthorised access.
        </p>
      </LegalSection>
      <LegalSection title="3. The service">
        <p>
          Interview Coach provides AI-assisted interview practice, document analysis, resume polishing and
          feedback. It is a preparation tool: it does not guarantee interviews, job offers or any other
          outcome, and it is not professional career, legal or financial advice.
        </p>
      </LegalSection>
      <LegalSection title="4. Plans, trials and payment">
        <ul>
          <li>
            The Free plan includes a limited number of interview sessions, uploads and one resume polish.
          </li>
          <li>
            New accounts may receive a free trial of a paid plan. When it ends, paid features stop unless you
            subscribe.
          </li>
          <li>
            Paid plans are billed in advance, monthly or annually, through our payment provider, and renew
            automatically until cancelled.
          </li>
          <li>
            You can cancel at any time in the billing portal; access continues until the end of the paid
            period.
          </li>
          <li>Payments are non-refundable except where the law requires otherwise.</li>
        </ul>
      </LegalSection>
      <LegalSection title="5. Your content">
        <p>
          You keep ownership of the resumes, job descriptions, answers and recordings you provide. You give us
          permission to store and process them only to operate the service for you. Only upload content you
          have the right to share, and do not upload other people’s sensitive personal information.
        </p>
      </LegalSection>
      <LegalSection title="6. AI-generated output">
        <p>
          Questions, evaluations, reports and resume suggestions are generated automatically and can be
          incomplete or wrong. Review every suggestion before you use it. Resume polish is designed not to add
          facts, but you remain responsible for making sure your resume is accurate.
        </p>
      </LegalSection>
      <LegalSection title="7. Acceptable use">
        <ul>
          <li>Do not misuse the service, interfere with its operation or try to access other users’ data.</li>
          <li>Do not use it to create unlawful, harassing or deceptive content.</li>
          <li>Do not resell, scrape or automate access to the service without our written permission.</li>
        </ul>
      </LegalSection>
      <LegalSection title="8. Suspension and termination">
        <p>
          You can delete your account at any time in Settings. We may suspend or close accounts that break
          these terms or put the service or other users at risk, and we will tell you why unless the law
          prevents it.
        </p>
      </LegalSection>
      <LegalSection title="9. Disclaimers and liability">
        <p>
          The service is provided “as is”. To the extent the law allows, we are not liable for indirect or
          consequential losses, and our total liability for any claim is limited to the amount you paid us in
          the twelve months before the claim. Nothing in these terms limits rights you have under consumer
          protection law.
        </p>
      </LegalSection>
      <LegalSection title="10. Changes to these terms">
        <p>
          We may update these terms as the service evolves. We will change the date above and give notice in
          the app or by e-mail before material changes take effect; continuing to use the service after that
          means you accept them.
        </p>
      </LegalSection>
      <LegalSection title="11. Contact">
        <p>
          Questions about these terms? Reach us through the <Link to={paths.contact}>Contact page</Link>.
        </p>
      </LegalSection>
    </>
  );
}
