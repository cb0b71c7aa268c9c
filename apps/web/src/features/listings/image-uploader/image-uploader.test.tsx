// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { publicConfigQueryKey } from '../../../lib/public-config';
import { ImageUploader } from './image-uploader';
import { useImageUploader } from './use-image-uploader';

/** Stands in for XMLHttpRequest at the network boundary; the test answers each request. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  respond(status: number, body: unknown) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const imageUrl = (n: number) => `/images/${String(n).padStart(40, '0')}-1280.webp`;
const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(10)], name, { type });

let saved: string[] | null | undefined;

function Harness() {
  const uploader = useImageUploader();
  return (
    <>
      <ImageUploader uploader={uploader} />
      <button type="button" onClick={() => void uploader.upload().then((urls) => (saved = urls))}>
        Save
      </button>
    </>
  );
}

function renderUploader() {
  const client = new QueryClient();
  client.setQueryData(publicConfigQueryKey, { imageBaseUrl: '', mapTileUrl: '', mapAttribution: '' });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  const pick = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { input, pick };
}

const flush = () => act(async () => {});

beforeEach(() => {
  FakeXhr.requests = [];
  saved = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${(n += 1)}`;
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImageUploader', () => {
  it('accepts images only and counts the selected photos', () => {
    const { input, pick } = renderUploader();
    expect(input.accept).toBe('image/*');
    expect(input.multiple).toBe(true);
    expect(screen.getByText('0 of 9 images selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select Images' })).toBeTruthy();

    pick(photo('a.jpg'), photo('b.jpg'));
    expect(screen.getByText('2 of 9 images selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add More Images' })).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Use photo 1' }));
    expect(screen.getByRole('button', { name: 'Use photo 1' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1 of 9 images selected')).toBeTruthy();

    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Only image files allowed');
  });

  it('refuses a tenth photo with the spec message', () => {
    const { pick } = renderUploader();
    pick(...Array.from({ length: 10 }, (_, i) => photo(`${i}.jpg`)));
    expect(screen.getByText('9 of 9 images selected')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Maximum 9 images allowed');
  });

  it('sends new photos as soon as they are picked, one at a time, with no Upload button', async () => {
    const { pick } = renderUploader();
    pick(photo('a.jpg'), photo('b.jpg'));
    await flush();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Uploading...');
    expect(FakeXhr.requests).toHaveLength(1);
    const first = FakeXhr.requests[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/upload');
    expect(first.withCredentials).toBe(true);
    expect((first.body!.get('file') as File).name).toBe('a.jpg');
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);

    await act(async () => first.respond(201, { success: true, image_urls: [imageUrl(1)] }));
    // The answer is read once its schema has loaded, so the next photo goes a few ticks later.
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    expect((FakeXhr.requests[1]!.body!.get('file') as File).name).toBe('b.jpg');
    await act(async () => FakeXhr.requests[1]!.respond(201, { success: true, image_urls: [imageUrl(2)] }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Uploaded!'));
    expect(screen.getAllByRole('button', { name: /^Use photo/ })).toHaveLength(2);
    expect(screen.getByText('2 of 9 images selected')).toBeTruthy();
    // A photo taken out stays out of what the listing saves.
    fireEvent.click(screen.getByRole('button', { name: 'Use photo 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([imageUrl(1)]));
  });

  it('keeps every photo after a failed upload; Try again sends only the unsent ones', async () => {
    const { pick } = renderUploader();
    pick(photo('a.jpg'), photo('b.jpg'));
    await flush();
    await act(async () => FakeXhr.requests[0]!.respond(201, { success: true, image_urls: [imageUrl(1)] }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    await act(async () => FakeXhr.requests[1]!.fail());

    await waitFor(() => expect(screen.getByText('Failed to upload images. Please try again.')).toBeTruthy());
    expect(screen.getAllByRole('button', { name: /^Use photo/ })).toHaveLength(2);
    expect(screen.getByText('Not uploaded')).toBeTruthy();
    // No retry loop on its own: the phone may have lost its signal.
    await flush();
    expect(FakeXhr.requests).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(FakeXhr.requests).toHaveLength(3);
    expect((FakeXhr.requests[2]!.body!.get('file') as File).name).toBe('b.jpg');
    await act(async () => FakeXhr.requests[2]!.respond(201, { success: true, image_urls: [imageUrl(2)] }));
    await waitFor(() => expect(screen.queryByText('Failed to upload images. Please try again.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([imageUrl(1), imageUrl(2)]));
  });

  it('shows the server’s reason under a refused photo', async () => {
    const { pick } = renderUploader();
    pick(photo('a.jpg'));
    await flush();
    await act(async () =>
      FakeXhr.requests[0]!.respond(415, { success: false, message: 'Only JPEG, PNG, WebP and AVIF images' }),
    );
    await waitFor(() => expect(screen.getByText('Only JPEG, PNG, WebP and AVIF images')).toBeTruthy());
    expect(screen.getByText('Failed to upload images. Please try again.')).toBeTruthy();
  });
});
