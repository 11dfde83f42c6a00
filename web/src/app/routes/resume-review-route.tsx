import { ResumeReviewPage } from '../../features/documents/resume-review-page';
import { usePageTitle } from '../../lib/page-title';

/** 'Review what we read' for one resume, named in the browser tab here, as the page does not name itself. */
export function ResumeReviewRoute() {
  usePageTitle('Review What We Read');
  return <ResumeReviewPage />;
}
