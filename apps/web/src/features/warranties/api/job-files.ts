import { createJobCsvCall, createJobPdfCall, createJobValidationPdfCall, downloadWarrantyPdfCall } from '@portale/contract/warranties';
import { callUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export type JobFile = 'csv' | 'labels' | 'validation';

/** The three downloads of a job (admin): CSV of codes, labels PDF, validation PDF. */
export function downloadJobFile(jobId: number, file: JobFile) {
  const params = { params: { id: jobId } };
  if (file === 'csv') return downloadFile(callUrl(createJobCsvCall, params), `garanzie-lavoro-${jobId}.csv`);
  if (file === 'labels') return downloadFile(callUrl(createJobPdfCall, params), `etichette-garanzia-lavoro-${jobId}.pdf`);
  return downloadFile(callUrl(createJobValidationPdfCall, params), `convalida-garanzie-lavoro-${jobId}.pdf`);
}

/** The warranty certificate by id, code and VAT code. */
export function downloadCertificate(warranty: { id: number; code: string; vat_code: string | null }) {
  const url = callUrl(downloadWarrantyPdfCall, { params: { id: warranty.id }, query: { code: warranty.code, vat_code: warranty.vat_code ?? '' } });
  return downloadFile(url, `certificato-garanzia-${warranty.code}.pdf`);
}
