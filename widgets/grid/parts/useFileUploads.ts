import { useCallback } from 'react';
import { refusalOf, useSourceMutation } from '../../../engine/react/data';
import { useEngine } from '../../../engine/react/runtime/EngineContext';
import { problemFromErrorBody } from '../../change-password-dialog/submitProblem';
import type { PendingUpload, uploadsOf } from '../model/editForm';

type Upload = ReturnType<typeof uploadsOf>[number];

/**
 * Sends the files of a saved row's `file` inputs, one multipart call each, after the save itself
 * succeeded. The row is saved whatever happens to a file, so a refused file is a toast naming the
 * file and the server's reason (the dialog has closed: sending the form again would save twice).
 * Answers whether every file arrived.
 */
export function useFileUploads(invalidates: string[]) {
  const { t, toast } = useEngine();
  const post = useSourceMutation<PendingUpload>({
    method: 'post',
    path: (u) => u.path,
    body: (u) => {
      const form = new FormData();
      form.append(u.part, u.file, u.file.name);
      return form;
    },
    invalidates,
    silent: [400, 413, 415],
  }).mutateAsync;

  return useCallback(
    async (uploads: Upload[], title: string): Promise<boolean> => {
      let all = true;
      for (const upload of uploads) {
        const refused = (reason: string) => {
          all = false;
          toast({
            variant: 'danger',
            title,
            body: t('griglia.fileNonCaricato')
              .replace('{name}', upload.file.name)
              .replace('{motivo}', reason),
          });
        };
        if (upload.path === null) {
          refused(t('msg.erroreGenerico'));
          continue;
        }
        try {
          await post({ ...upload, path: upload.path });
        } catch (error) {
          const refusal = refusalOf(error);
          // Other failures had the main client's toasts; these say the reason here, with the file's name.
          if (refusal?.status === 400 || refusal?.status === 413 || refusal?.status === 415) {
            const messages = problemFromErrorBody(refusal.body)?.messages.map((m) => m.text) ?? [];
            refused(messages.join(' ') || t('msg.erroreGenerico'));
          } else all = false;
        }
      }
      return all;
    },
    [post, t, toast],
  );
}
