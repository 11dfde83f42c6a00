import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getDocumentDownloadUrl,
  getListDocumentsQueryKey,
  useDeleteDocument,
  useRenameDocument,
  useSetDefaultResume,
} from '../../api/generated/documents/documents';
import type { DocumentLists } from '../../api/generated/model';
import { errorMessage } from '../../lib/api-error';
import { browser } from '../../lib/browser';
import type { DocumentItem } from './document-item';
import { documentsMessages } from './documents-messages';

function patchLists(
  lists: DocumentLists | undefined,
  patch: (lists: DocumentLists) => DocumentLists,
): DocumentLists | undefined {
  return lists ? patch(lists) : lists;
}

/**
 * What a document card can do: rename (shown at once, undone if the server refuses), delete after
 * a confirmation, make a resume the default, and download. A failure sets `actionError`; after each
 * change the list is read again, since the server may have changed more (e.g. a new default).
 */
export function useDocumentActions() {
  const queryClient = useQueryClient();
  const listKey = getListDocumentsQueryKey();
  const [actionError, setActionError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<DocumentItem | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const renameDocument = useRenameDocument();
  const deleteDocument = useDeleteDocument();
  const setDefaultResume = useSetDefaultResume();

  const reload = () => queryClient.invalidateQueries({ queryKey: listKey });
  const updateLists = (patch: (lists: DocumentLists) => DocumentLists) =>
    queryClient.setQueryData<DocumentLists>(listKey, (lists) => patchLists(lists, patch));

  const rename = async (doc: DocumentItem, name: string) => {
    setActionError(null);
    const before = queryClient.getQueryData<DocumentLists>(listKey);
    const withName = <T extends { id: string; file_name: string }>(list: T[]) =>
      list.map((entry) => (entry.id === doc.id ? { ...entry, file_name: name } : entry));
    updateLists((current) =>
      doc.type === 'resume'
        ? { ...current, resumes: withName(current.resumes) }
        : { ...current, jobDescriptions: withName(current.jobDescriptions) },
    );
    try {
      await renameDocument.mutateAsync({ id: doc.id, data: { name, type: doc.type } });
    } catch (cause) {
      queryClient.setQueryData(listKey, before);
      setActionError(errorMessage(cause, documentsMessages.renameFailed));
    }
    void reload();
  };

  const confirmDelete = async () => {
    const doc = pendingDelete;
    if (!doc) return;
    setActionError(null);
    try {
      await deleteDocument.mutateAsync({ id: doc.id, data: { type: doc.type } });
      updateLists((current) => ({
        resumes: current.resumes.filter((entry) => entry.id !== doc.id),
        jobDescriptions: current.jobDescriptions.filter((entry) => entry.id !== doc.id),
      }));
    } catch (cause) {
      setActionError(errorMessage(cause, documentsMessages.deleteFailed));
    }
    setPendingDelete(null);
    // Deleting the default resume makes another one the default on the server.
    void reload();
  };

  const makeDefault = async (doc: DocumentItem) => {
    setActionError(null);
    try {
      await setDefaultResume.mutateAsync({ id: doc.id });
      updateLists((current) => ({
        ...current,
        resumes: current.resumes.map((entry) => ({ ...entry, is_default: entry.id === doc.id })),
      }));
    } catch (cause) {
      setActionError(errorMessage(cause, documentsMessages.defaultFailed));
    }
    void reload();
  };

  const download = async (doc: DocumentItem) => {
    setActionError(null);
    setDownloadingId(doc.id);
    try {
      const { url } = await getDocumentDownloadUrl(doc.id, { type: doc.type });
      browser.assign(url);
    } catch {
      setActionError(documentsMessages.downloadFailed);
    } finally {
      setDownloadingId(null);
    }
  };

  return {
    reload,
    rename,
    makeDefault,
    download,
    actionError,
    clearActionError: () => setActionError(null),
    /** The document waiting for the delete confirmation. */
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => {
      if (!deleteDocument.isPending) setPendingDelete(null);
    },
    confirmDelete,
    deleting: deleteDocument.isPending,
    downloadingId,
    settingDefaultId: setDefaultResume.isPending ? (setDefaultResume.variables?.id ?? null) : null,
  };
}
