import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { cvMimeType } from '../constants/files.js';
import { FILE_KINDS } from '../constants/users.js';
import { CV_FILE_NAME_MAX, CV_FILE_SIZE_MAX } from '../rules/validation-limits.js';

export const FileUploadRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(CV_FILE_NAME_MAX)
    .refine((name) => !/[\\/\0]/.test(name), { message: 'must not contain path separators' })
    .refine((name) => cvMimeType(name) !== null, { message: ErrorKeys.invalidFileType }),
  fileSize: z.number().int().min(1).max(CV_FILE_SIZE_MAX, { error: ErrorKeys.fileTooLarge }),
  type: z.enum(FILE_KINDS),
});
export type FileUploadRequest = z.infer<typeof FileUploadRequestSchema>;

export const StoredFileSchema = z
  .object({
    id: z.number().int(),
    path: z.string(),
    fileName: z.string(),
    fileSize: z.number().int(),
    mimeType: z.string(),
    uploaded: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof StoredFileSchema>;

export const FileUploadResultSchema = z
  .object({ file: StoredFileSchema, uploadSignedUrl: z.string() })
  .meta({ id: 'FileUploadResult' });
export type FileUploadResult = z.infer<typeof FileUploadResultSchema>;
