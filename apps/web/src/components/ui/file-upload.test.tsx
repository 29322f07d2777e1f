import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileUpload, formatFileSize } from './file-upload';

const pdf = (name = 'cv.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });

describe('formatFileSize', () => {
  it('shows whole bytes and two decimals in 1024-based units KB to TB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(439)).toBe('439 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1.2 * 1024 ** 2)).toBe('1.20 MB');
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1.00 MB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(9 * 1024 * 1024)).toBe('9.00 MB');
    expect(formatFileSize(10485760)).toBe('10.00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
    expect(formatFileSize(2 * 1024 ** 5)).toBe('2048.00 TB');
  });
});

describe('FileUpload', () => {
  const setup = (props: { disabled?: boolean; multiple?: boolean; error?: string } = {}) => {
    const onFiles = vi.fn();
    const view = render(
      <FileUpload
        name="cv"
        label="CV"
        accept=".pdf,.docx"
        hint="PDF or Word, up to 10 MB"
        onFiles={onFiles}
        {...props}
      />,
    );
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    return { onFiles, input };
  };

  it('is a labelled button described by its hint, with a file picker limited to accept', () => {
    const { input } = setup();
    const button = screen.getByRole('button', { name: /^CV Choose a file or drag it here$/ });
    expect(button).toHaveAccessibleDescription('PDF or Word, up to 10 MB');
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
  });

  it('opens the picker from the keyboard and hands over the chosen files', async () => {
    const user = userEvent.setup();
    const { onFiles, input } = setup({ multiple: true });
    const openPicker = vi.spyOn(input, 'click');
    screen.getByRole('button', { name: /Choose files/ }).focus();
    await user.keyboard('{Enter}');
    expect(openPicker).toHaveBeenCalled();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.pdf' }),
      expect.objectContaining({ name: 'b.pdf' }),
    ]);
  });

  it('accepts dropped files (only the first without multiple)', () => {
    const { onFiles } = setup();
    const button = screen.getByRole('button');
    fireEvent.dragOver(button, { dataTransfer: { files: [] } });
    fireEvent.drop(button, { dataTransfer: { files: [pdf('one.pdf'), pdf('two.pdf')] } });
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'one.pdf' })]);
  });

  it('ignores drops when disabled and shows its error', () => {
    const { onFiles } = setup({ disabled: true, error: 'The file exceeds 10 MB.' });
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    fireEvent.drop(button, { dataTransfer: { files: [pdf()] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(button).toHaveAccessibleDescription(/The file exceeds 10 MB\./);
  });
});
