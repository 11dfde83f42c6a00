import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { downloadBlob } from './download';

export const EXPORT_FAILED = 'The export could not be downloaded.';

/**
 * 'Export CSV' for a log: fetches the file through the API client (which sends the token header
 * and refreshes an expired session once) and saves it as `<name>-YYYY-MM-DD.csv`.
 */
export function ExportButton({ name, exportCsv }: { name: string; exportCsv: () => Promise<unknown> }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      const body = await exportCsv();
      const blob =
        body instanceof Blob ? body : new Blob([String(body ?? '')], { type: 'text/csv;charset=utf-8' });
      downloadBlob(blob, `${name}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      setFailure(errorMessage(error, EXPORT_FAILED));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button
        variant="secondary"
        loading={pending}
        loadingText="Exporting..."
        onClick={() => void download()}
      >
        <Download aria-hidden="true" className="size-4" />
        Export CSV
      </Button>
      {failure && <Alert tone="danger">{failure}</Alert>}
    </div>
  );
}
