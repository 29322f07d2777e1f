/** CV uploads: the extensions docs/product.md#forms-and-validation allows and the content type each must be sent with. */
export const CV_FILE_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
export type CvExtension = keyof typeof CV_FILE_TYPES;
export const CV_EXTENSIONS = Object.keys(CV_FILE_TYPES) as CvExtension[];

/** The extension of a file name, lower-cased, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isCvExtension(extension: string): extension is CvExtension {
  return Object.hasOwn(CV_FILE_TYPES, extension);
}

/** The MIME type a CV with this name must be uploaded as, or null when the type is not allowed. */
export function cvMimeType(fileName: string): string | null {
  const extension = fileExtension(fileName);
  return isCvExtension(extension) ? CV_FILE_TYPES[extension] : null;
}
