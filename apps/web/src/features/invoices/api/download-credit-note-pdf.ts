import type { Invoice } from '@fractional/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../../lib/download-cv-file';

/** `GET /credit-notes/{id}/pdf` of a void invoice's credit note, saved as `CN-YYYY-NNNNNN.pdf`. */
export const downloadCreditNotePdf = (creditNote: NonNullable<Invoice['creditNote']>) =>
  downloadApiFile(`/credit-notes/${creditNote.id}/pdf`, `${creditNote.number}.pdf`);

export const useDownloadCreditNotePdf = () => useMutation({ mutationFn: downloadCreditNotePdf });
