import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FileDropZone } from './FileDropZone';

const file = (name: string, bytes = 3, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

function hiddenInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('FileDropZone', () => {
  it('hands every picked file to onFiles, also those the accept hint does not name, and keeps none', async () => {
    const onFiles = vi.fn();
    const { container } = renderWithProviders(<FileDropZone accept="image/*" onFiles={onFiles} label="Drop images" hint="At most 5 MB" />, 'en');
    expect(screen.getByText('Drop images')).toBeInTheDocument();
    expect(screen.getByText('At most 5 MB')).toBeInTheDocument();
    const input = hiddenInput(container);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, [file('a.png'), file('b.exe', 3, 'application/x-msdownload')]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['a.png', 'b.exe']);

    // The zone holds nothing: the same file again is handed over again.
    await user.upload(input, [file('a.png')]);
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(2));
    expect(onFiles.mock.calls[1]?.[0].map((f: File) => f.name)).toEqual(['a.png']);
  });

  it('takes a dropped file, and the zone and button are reachable by keyboard', async () => {
    const onFiles = vi.fn();
    renderWithProviders(<FileDropZone onFiles={onFiles} />, 'en');
    const zone = screen.getByRole('button', { name: 'Drop files here or choose files' });
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    const dropped = file('c.jpg');
    const dataTransfer = {
      types: ['Files'],
      files: [dropped],
      items: [{ kind: 'file', getAsFile: () => dropped, webkitGetAsEntry: () => ({ isFile: true, isDirectory: false }) }],
    };
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
    expect(onFiles.mock.calls[0]?.[0][0].name).toBe('c.jpg');
  });

  it('offers one file when not multiple, and nothing when disabled', () => {
    const { container } = renderWithProviders(<FileDropZone multiple={false} disabled onFiles={() => undefined} />, 'da');
    expect(hiddenInput(container)).not.toHaveAttribute('multiple');
    expect(hiddenInput(container)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vælg fil' })).toBeDisabled();
  });
});
