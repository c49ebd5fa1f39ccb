import { uploadImportFileCall } from '@portale/contract/jobs';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST job/uploadImportFile (multipart): stores a CSV in the file storage (read by the import command), answers its name. */
export function uploadImportFile(file: File) {
  const body = new FormData();
  body.append('file', file);
  return callApi(uploadImportFileCall, { body });
}

export function useUploadImportFile() {
  return useMutation({ mutationFn: uploadImportFile });
}
