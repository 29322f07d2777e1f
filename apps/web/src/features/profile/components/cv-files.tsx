import { CV_EXTENSIONS, CV_FILE_SIZE_MAX, CV_FILES_MAX } from '@fractional/contract';
import { Button } from '../../../components/ui/button';
import { FileUpload, formatFileSize } from '../../../components/ui/file-upload';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { useCvFiles } from '../api/get-cv-files';
import { useDeleteCvFile } from '../api/delete-cv-file';
import { useDownloadCvFile } from '../../../lib/download-cv-file';
import { useCvUploads } from '../hooks/use-cv-uploads';
import { CvFileItem } from './cv-file-item';
import { EmptyNote, ProfileCard } from './profile-card';
import styles from './cv-files.module.css';

const ACCEPT = CV_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const TYPES = CV_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
const HINT = `${TYPES}; up to ${CV_FILE_SIZE_MAX / 1024 ** 2} MB each, at most ${CV_FILES_MAX} files.`;

/** The contractor's CVs (docs/product.md#forms-and-validation): the uploaded files with name and size, uploads in progress, the picker. */
export function CvFiles() {
  const { data: files = [], isPending } = useCvFiles();
  const removal = useDeleteCvFile();
  const download = useDownloadCvFile();
  const { uploads, rejections, onFiles, dismiss, isFull } = useCvUploads(files.length);
  const isEmpty = files.length === 0 && uploads.length === 0;

  return (
    <ProfileCard title="CVs" isWide>
      {isEmpty && !isPending ? <EmptyNote>No CV uploaded yet.</EmptyNote> : null}
      {isEmpty ? null : (
        <ul className={styles.list} aria-label="Your CVs">
          {files.map((file) => (
            <CvFileItem
              key={file.id}
              file={file}
              onOpen={(item) => download.mutate(item)}
              isOpening={download.isPending && download.variables.id === file.id}
              onRemove={(item) => removal.mutateAsync(item)}
              isRemoving={removal.isPending && removal.variables.id === file.id}
            />
          ))}
          {uploads.map((upload) => (
            <li key={`upload-${upload.key}`} className={styles.item}>
              <div className={styles.text}>
                {upload.error ? (
                  <>
                    <span className={styles.name}>{upload.name}</span>
                    <p className={styles.error} role="alert">
                      {upload.error}
                    </p>
                  </>
                ) : (
                  <ProgressBar value={upload.progress} label={`Uploading ${upload.name}`} showValue />
                )}
                <span className={styles.size}>{formatFileSize(upload.size)}</span>
              </div>
              {upload.error ? (
                <Button variant="text" aria-label={`Dismiss ${upload.name}`} onClick={() => dismiss(upload.key)}>
                  Dismiss
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {removal.isError ? (
        <p className={styles.error} role="alert">
          {friendlyServerMessage(removal.error.message)}
        </p>
      ) : null}
      {download.isError ? (
        <p className={styles.error} role="alert">
          {`We could not download ${download.variables.fileName}: ${friendlyServerMessage(download.error.message)}`}
        </p>
      ) : null}
      <FileUpload
        name="cv"
        label="Upload your CV"
        accept={ACCEPT}
        multiple
        hint={isFull ? `You have uploaded the maximum of ${CV_FILES_MAX} files.` : HINT}
        disabled={isFull}
        onFiles={onFiles}
      />
      {rejections.length > 0 ? (
        <div className={styles.rejections} role="alert">
          {rejections.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </ProfileCard>
  );
}
