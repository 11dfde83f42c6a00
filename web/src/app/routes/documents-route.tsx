import { DocumentsPage } from '../../features/documents/documents-page';
import { usePageTitle } from '../../lib/page-title';

/** /documents: My Documents, named in the browser tab here, as the page itself does not name itself. */
export function DocumentsRoute() {
  usePageTitle('My Documents');
  return <DocumentsPage />;
}
