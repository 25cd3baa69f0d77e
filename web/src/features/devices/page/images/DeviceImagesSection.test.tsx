import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../../components/toaster';
import { resetApp } from '../../../../test/renderApp';
import { renderImagesSection } from './renderImagesSection';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const image = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeviceImage',
  id: `img-${n}`,
  imageId: `i${n}`,
  name: `pumpe-${n}.png`,
  mimeType: 'image/png',
  size: 1536 * n,
  kind: 'PICTURE',
  createdAt: '2026-11-20T08:30:00.000Z',
  url: `/files/device-images/ticket-${n}`,
  ...overrides,
});
const connection = (nodes: ReturnType<typeof image>[]) => ({
  totalCount: nodes.length,
  edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
  pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null, startCursor: null },
  pageCursors: { around: [], first: null, last: null, previous: null, next: null, totalPages: 1 },
});

/** The browser's XMLHttpRequest, answered by the test (jsdom would send it to a server that is not there). */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }
}

const file = (name: string, bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe('DeviceImagesSection', () => {
  beforeEach(() => {
    resetApp();
    toaster.remove();
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the images with name, size and date, and opens one large with a download link', async () => {
    const { user } = renderImagesSection({ images: connection([image(1), image(2)]) });
    const grid = await screen.findByRole('list', { name: 'Images of Pumpe Nord' });
    expect(within(grid).getByText('pumpe-1.png')).toBeInTheDocument();
    expect(within(grid).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(grid).getByText('3 KB')).toBeInTheDocument();
    expect(within(grid).getAllByText('20/11/2026')).toHaveLength(2);
    expect(screen.getByLabelText('2 images')).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'pumpe-2.png' })).toHaveAttribute('src', '/files/device-images/ticket-2');

    await user.click(within(grid).getByRole('button', { name: 'Open pumpe-2.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('image/png')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Download pumpe-2.png' })).toHaveAttribute('href', '/files/device-images/ticket-2?download=true');
  });

  it('deletes an image after confirmation and shows the refreshed gallery', async () => {
    let images = connection([image(1)]);
    const deleteDeviceImage = vi.fn(() => {
      images = connection([]);
      return { deletedImageId: 'img-1', device: { __typename: 'Device', id: 'dev-1' } };
    });
    const { user } = renderImagesSection({ images: () => images, resolvers: { Mutation: { deleteDeviceImage } } });
    await user.click(await screen.findByRole('button', { name: 'Delete pumpe-1.png' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('pumpe-1.png is deleted from the device for good, with its file.')).toBeInTheDocument();
    expect(deleteDeviceImage).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(deleteDeviceImage).toHaveBeenCalledTimes(1));
    expect((deleteDeviceImage.mock.calls[0] as unknown[])[1]).toEqual({ input: { id: 'img-1' } });
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(await screen.findByText('pumpe-1.png was deleted')).toBeInTheDocument();
  });

  it('leaves out dropped files whose name is already there or already queued', async () => {
    const { user } = renderImagesSection({ images: connection([image(1)]) });
    await screen.findByText('pumpe-1.png');
    await user.upload(fileInput(), [file('pumpe-1.png'), file('new.png'), file('other.jpg', 10, 'image/jpeg')]);
    const queue = await screen.findByRole('list', { name: 'Files to upload' });
    expect(within(queue).getByText('new.png')).toBeInTheDocument();
    expect(within(queue).getByText('other.jpg')).toBeInTheDocument();
    expect(within(queue).queryByText('pumpe-1.png')).not.toBeInTheDocument();
    expect(await screen.findByText('Left out: a file of the same name is already there')).toBeInTheDocument();
    // Two at a time.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[0]?.url).toBe('/uploads/devices/dev-1/images');
    expect((FakeXhr.sent[0]?.body?.get('images') as File).name).toBe('new.png');
    expect(FakeXhr.sent[0]?.headers['accept-language']).toBe('en');
    // new.png again while it is on its way: left out too.
    await user.upload(fileInput(), [file('new.png')]);
    expect(within(queue).getAllByText('new.png')).toHaveLength(1);
  });

  it('says a file is too big or of a type not taken before sending it, in Danish too', async () => {
    const { user } = renderImagesSection({ images: connection([]), language: 'da' });
    await screen.findByText('Ingen billeder endnu');
    await user.upload(fileInput(), [file('huge.png', 6 * 1024 * 1024), file('setup.exe', 10, 'application/x-msdownload'), file('tom.png', 0)]);
    expect(await screen.findByText('Filen er for stor. Den må højst være 5 MB.')).toBeInTheDocument();
    expect(screen.getByText('Denne filtype understøttes ikke.')).toBeInTheDocument();
    expect(screen.getByText('Filen er tom.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
    // Removed from the queue.
    await user.click(screen.getByRole('button', { name: 'Fjern setup.exe' }));
    expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
  });

  it("shows upload progress, the server's refusal (413, 400) with a retry, and the new image after a good upload", async () => {
    let images = connection([]);
    const { user } = renderImagesSection({ images: () => images });
    await screen.findByText('No images yet');
    await user.upload(fileInput(), [file('renamed.png'), file('big.png'), file('good.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    const [renamed, big] = FakeXhr.sent;
    renamed!.progress(50, 100);
    expect(await screen.findByRole('progressbar', { name: 'Uploading renamed.png' })).toHaveAttribute('aria-valuenow', '50');
    renamed!.respond(400, { message: "This File type isn't supported", code: 'VALIDATION_FAILED' });
    big!.respond(413, { message: 'File size is too big, Max file size is 5MB', code: 'PAYLOAD_TOO_LARGE' });
    expect(await screen.findByText("This File type isn't supported")).toBeInTheDocument();
    expect(screen.getByText('File size is too big, Max file size is 5MB')).toBeInTheDocument();

    // The third starts when a slot is free.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
    images = connection([image(1, { name: 'good.png' })]);
    FakeXhr.sent[2]!.respond(201, { image: { id: 'img-1', name: 'good.png' } });
    expect(await screen.findByRole('button', { name: 'Open good.png' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Files to upload' })).queryByText('good.png')).not.toBeInTheDocument());

    // Retry sends the refused file again.
    await user.click(screen.getByRole('button', { name: 'Retry renamed.png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(4));
    expect((FakeXhr.sent[3]?.body?.get('images') as File).name).toBe('renamed.png');
  });

  it('asks for fresh urls once when an image fails to load (its signed url expired)', async () => {
    let calls = 0;
    const images = vi.fn(() => {
      calls += 1;
      return connection([image(1, { url: `/files/device-images/ticket-${calls}` })]);
    });
    renderImagesSection({ images });
    const img = await screen.findByRole('img', { name: 'pumpe-1.png' });
    expect(img).toHaveAttribute('src', '/files/device-images/ticket-1');
    fireEvent.error(img);
    await waitFor(() => expect(screen.getByRole('img', { name: 'pumpe-1.png' })).toHaveAttribute('src', '/files/device-images/ticket-2'));
    // A second failure within the minute does not loop: the image says it cannot be shown.
    fireEvent.error(screen.getByRole('img', { name: 'pumpe-1.png' }));
    expect(await screen.findByText('The image could not be shown')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('is read-only for a deleted device and for a viewer who may not change it', async () => {
    const { unmount } = renderImagesSection({ images: connection([image(1)]), deleted: true });
    expect(await screen.findByText('pumpe-1.png')).toBeInTheDocument();
    expect(screen.getByText('The device is deleted: its images can be viewed, not changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete pumpe-1.png' })).not.toBeInTheDocument();
    unmount();
    renderImagesSection({ images: connection([image(1)]), canEdit: false });
    expect(await screen.findByText('pumpe-1.png')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete pumpe-1.png' })).not.toBeInTheDocument();
  });
});
