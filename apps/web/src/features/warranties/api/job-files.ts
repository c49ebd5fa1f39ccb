import { createJobCsvCall, createJobPdfCall, createJobValidationPdfCall, downloadWarrantyPdfCall, warrantyJobFileName, type WarrantyJobFile } from '@portale/contract/warranties';
import { callUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export type JobFile = WarrantyJobFile;

/** The three downloads of a job (admin): CSV of codes, labels PDF, validation PDF, named by year and batch. */
export function downloadJobFile(job: { id: number; year: number; batch: number }, file: JobFile) {
  const params = { params: { id: job.id } };
  const call = file === 'csv' ? createJobCsvCall : file === 'labels' ? createJobPdfCall : createJobValidationPdfCall;
  return downloadFile(callUrl(call, params), warrantyJobFileName(file, job));
}

/** The warranty certificate by id, code and VAT code. */
export function downloadCertificate(warranty: { id: number; code: string; vat_code: string | null }) {
  const url = callUrl(downloadWarrantyPdfCall, { params: { id: warranty.id }, query: { code: warranty.code, vat_code: warranty.vat_code ?? '' } });
  return downloadFile(url, `certificato-garanzia-${warranty.code}.pdf`);
}
