import { CV_FILE_SIZE_MAX, type StoredFile } from '@fractional/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { buildProfile, buildUser } from '../../../test/builders';
import { stubApi, type ApiCall } from '../../../test/stub-api';
import { UPLOAD_FAILED } from '../api/upload-cv-file';
import { renderSignedIn } from '../profile-test-utils';
import { CvFiles } from './cv-files';

/** Stands in for the browser's XMLHttpRequest: the test drives progress and the answer of each PUT. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
}

function storedFile(id: number, fileName: string, fileSize: number): StoredFile {
  return {
    id,
    path: `cv/11/${id}.pdf`,
    fileName,
    fileSize,
    mimeType: 'application/pdf',
    uploaded: true,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

function fileOf(name: string, size: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let stored: StoredFile[];
let calls: ApiCall[];
let lastId: number;

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  stored = [];
  lastId = 0;
  calls = stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/files') return { status: 200, body: stored };
    if (method === 'GET' && path === '/auth/me') return { status: 200, body: buildUser() };
    if (method === 'POST' && path === '/files/upload') {
      const { fileName, fileSize } = body as { fileName: string; fileSize: number };
      const file = { ...storedFile((lastId += 1), fileName, fileSize), uploaded: false };
      return { status: 201, body: { file, uploadSignedUrl: `/api/v1/files/upload/${file.id}?signature=s` } };
    }
    const complete = /^\/files\/(\d+)\/complete$/.exec(path);
    if (method === 'POST' && complete) {
      const file = storedFile(Number(complete[1]), 'cv.pdf', 1536);
      stored = [...stored, file];
      return { status: 200, body: file };
    }
    const removal = /^\/files\/(\d+)$/.exec(path);
    if (method === 'DELETE' && removal) {
      stored = stored.filter((file) => file.id !== Number(removal[1]));
      return { status: 204 };
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderCvFiles() {
  renderSignedIn({
    user: buildUser({ profiles: [buildProfile()] }),
    path: paths.contractor.profile,
    element: <CvFiles />,
  });
  // The accept filter of the picker would hide the wrong types: a user can still drop them.
  return userEvent.setup({ applyAccept: false });
}

const picker = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('CvFiles', () => {
  it('refuses other types and files over 10 MB with the exact alerts, before any upload', async () => {
    const user = renderCvFiles();
    expect(await screen.findByText('No CV uploaded yet.')).toBeVisible();
    await user.upload(picker(), [
      fileOf('setup.exe', 2048, 'application/octet-stream'),
      fileOf('huge.pdf', CV_FILE_SIZE_MAX + 1),
    ]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Invalid file type: setup.exe')).toBeVisible();
    expect(within(alert).getByText('File is too large: huge.pdf')).toBeVisible();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(FakeUpload.sent).toEqual([]);
  });

  it('uploads a CV with a progress bar, then lists it with its size', async () => {
    const user = renderCvFiles();
    await screen.findByText('No CV uploaded yet.');
    await user.upload(picker(), fileOf('cv.pdf', 1536));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/files/upload',
      body: { fileName: 'cv.pdf', fileSize: 1536, type: 'cv' },
    });
    const put = FakeUpload.sent[0]!;
    expect(put).toMatchObject({ method: 'PUT', url: '/api/v1/files/upload/1?signature=s' });
    expect(put.headers).toEqual({ 'content-type': 'application/pdf' });
    const bar = screen.getByRole('progressbar', { name: 'Uploading cv.pdf' });
    expect(bar).toHaveAttribute('aria-valuetext', '0.00%');

    put.progress(768, 1536);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '50.00%'));
    put.answer(204);

    const list = await screen.findByRole('list', { name: 'Your CVs' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(list).getByText('cv.pdf')).toBeVisible();
    expect(within(list).getByText('1.50 KB')).toBeVisible();
    expect(calls).toContainEqual({ method: 'POST', path: '/files/1/complete', body: undefined });
  });

  it("shows the server's message when the PUT is refused, else the generic one", async () => {
    const user = renderCvFiles();
    await screen.findByText('No CV uploaded yet.');
    await user.upload(picker(), [fileOf('a.pdf', 100), fileOf('b.pdf', 100)]);
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    FakeUpload.sent[0]!.answer(413, JSON.stringify({ status: 413, message: 'The file must be exactly 100 bytes' }));
    FakeUpload.sent[1]!.onerror?.();

    expect(await screen.findByText('The file must be exactly 100 bytes')).toBeVisible();
    expect(await screen.findByText(UPLOAD_FAILED)).toBeVisible();
    // Each failed upload gives its place back.
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/files/1', '/files/2']);
    await user.click(screen.getByRole('button', { name: 'Dismiss a.pdf' }));
    expect(screen.queryByText('The file must be exactly 100 bytes')).not.toBeInTheDocument();
  });

  it('removes a CV once the user confirms', async () => {
    stored = [storedFile(1, 'cv.pdf', 1536), storedFile(2, 'deck.pdf', 3 * 1024 ** 2)];
    const user = renderCvFiles();
    const list = await screen.findByRole('list', { name: 'Your CVs' });
    expect(within(list).getByText('3.00 MB')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, remove cv.pdf' }));
    await waitFor(() => expect(within(list).queryByText('cv.pdf')).not.toBeInTheDocument());
    expect(calls).toContainEqual({ method: 'DELETE', path: '/files/1', body: undefined });
    expect(within(list).getByText('deck.pdf')).toBeVisible();
  });

  it('takes at most five files, counting those already uploaded', async () => {
    stored = [1, 2, 3, 4].map((id) => storedFile(id, `cv-${id}.pdf`, 1000));
    const user = renderCvFiles();
    await screen.findByText('cv-4.pdf');
    await user.upload(picker(), [fileOf('five.pdf', 100), fileOf('six.pdf', 100)]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload up to 5 files.');
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Uploading five.pdf' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Choose files/ })).toBeDisabled();
  });
});
