import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { IMAGE_REQUIRED_MESSAGE, productFormMessages } from '@arrival/contracts/admin';
import { airports, buildUser } from '../../../../test/factories';
import { mockApi } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render';
import { buildProduct, categories } from '../../../../test/shop-factories';

afterEach(() => toast.dismiss());

const oud = buildProduct({
  id: 1,
  name: 'Oud Al Layl 100 ml',
  price: 2499,
  highLight: ['Agarwood and rose'],
  images: [{ id: 10, imageUrl: '/uploads/oud-front.webp' }],
  locationStock: [
    {
      id: 100,
      locationId: 1,
      locationName: airports[0]!.name,
      stocksLeft: 40,
      allTimeStock: 60,
      receivedOrders: 20,
      showProductInLocation: true,
    },
    {
      id: 101,
      locationId: 2,
      locationName: airports[1]!.name,
      stocksLeft: 0,
      allTimeStock: 10,
      receivedOrders: 10,
      showProductInLocation: false,
    },
  ],
});

type Routes = Parameters<typeof mockApi>[0];

function editor(path: string, routes: Routes = {}) {
  const api = mockApi({
    'GET /api/user/getUserDetails': { body: buildUser({ role: 'ADMIN', name: 'Demo Admin' }) },
    'GET /api/locations': { body: airports },
    'GET /api/categories/getAll': { body: categories },
    'GET /api/categories/1/products': { body: { ...categories[0], product: [oud] } },
    'GET /api/product/1': { body: oud },
    ...routes,
  });
  return { ...renderApp(path, { token: 'admin-token' }), ...api };
}

/** XMLHttpRequest as the upload uses it; the test decides when bytes go and what the server answers. */
class FakeUploadRequest {
  static current: FakeUploadRequest | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  status = 0;
  responseText = '';
  url = '';
  sent: FormData | null = null;

  constructor() {
    FakeUploadRequest.current = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.sent = body;
  }
  progress(loaded: number, total: number) {
    act(() => void this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => void this.events.dispatchEvent(new Event('load')));
  }
}

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'pepper.png', { type: 'image/png' });

describe('new product (SPEC §2 product editor)', () => {
  it('starts in the category it was opened from, offered to consumers', async () => {
    editor('/stocks/1/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Product' })).toBeInTheDocument();
    const chosen = await screen.findByRole('group', { name: 'Categories' });
    expect(await within(chosen).findByText('Perfumes & Attars')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: 'Airports' })).getByText('Not offered at any airport'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Show to consumers' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Product images' })).toHaveTextContent('No images yet');
    expect(screen.queryByRole('button', { name: 'Delete Product' })).not.toBeInTheDocument();
  });

  it('shows the SPEC §5 messages and sends nothing while the form is incomplete', async () => {
    const { user, calls } = editor('/stocks/1/products/new');
    await user.click(await screen.findByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(productFormMessages.name)).toBeInTheDocument();
    expect(screen.getByText(productFormMessages.description)).toBeInTheDocument();
    expect(screen.getByText(productFormMessages.price)).toBeInTheDocument();
    expect(screen.getByText(productFormMessages.images)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Price (₹)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Remove Perfumes & Attars' }));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(productFormMessages.categories)).toBeInTheDocument();
    expect(screen.getByText(productFormMessages.price)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add video link' }));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(productFormMessages.videos)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers only the categories and airports not chosen yet', async () => {
    const { user } = editor('/stocks/1/products/new');
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Chocolates & Sweets', 'Travel Accessories']);

    await user.click(screen.getByRole('option', { name: 'Travel Accessories' }));
    expect(within(screen.getByRole('group', { name: 'Categories' })).getByText('Travel Accessories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Chocolates & Sweets']);
  });

  it("refuses a file that is not a picture with 'Please select an image file'", async () => {
    editor('/stocks/1/products/new');
    // The picker's own filter can be switched to "All files", so the check cannot rely on it.
    fireEvent.change(await screen.findByLabelText('Upload images'), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(await screen.findByText(IMAGE_REQUIRED_MESSAGE)).toBeInTheDocument();
  });

  it('uploads a picture with a progress bar, saves the product and goes back where the admin came from', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const { user, calls, history } = editor('/stocks/1', {
      'POST /api/product/add': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.click(await screen.findByRole('link', { name: 'Add New Product' }));
    await user.type(await screen.findByLabelText('Name'), '  Malabar Pepper 200 g ');
    await user.type(screen.getByLabelText('Description'), 'Bold Tellicherry peppercorns, sun-dried.');
    await user.type(screen.getByLabelText('Price (₹)'), '349.5');
    await user.click(screen.getByRole('button', { name: 'Add airport' }));
    await user.click(await screen.findByRole('option', { name: airports[0]!.name }));
    await user.click(screen.getByRole('button', { name: 'Add highlight' }));
    await user.type(screen.getByRole('textbox', { name: 'Highlight 1' }), 'Hand-picked');
    await user.click(screen.getByRole('button', { name: 'Add highlight' }));

    await user.upload(screen.getByLabelText('Upload images'), pngFile());
    const upload = FakeUploadRequest.current!;
    expect(upload.url).toBe('/api/upload/image');
    expect((upload.sent!.get('file') as File).name).toBe('pepper.png');
    upload.progress(50, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading pepper.png' })).toHaveAttribute('aria-valuenow', '50');
    upload.respond(200, { url: '/uploads/abc.webp', thumbnailUrl: '/uploads/abc-thumb.webp', fileName: 'abc.webp' });
    expect(await screen.findByRole('img', { name: 'Image 1' })).toHaveAttribute('src', '/uploads/abc.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Malabar Pepper 200 g',
      description: 'Bold Tellicherry peppercorns, sun-dried.',
      price: 349.5,
      categories: [1],
      locations: [1],
      images: ['/uploads/abc.webp'],
      videos: [],
      highlights: ['Hand-picked'],
      showToConsumer: true,
    });

    answer({ body: buildProduct({ id: 7, name: 'Malabar Pepper 200 g' }) });
    expect(await screen.findByText('Product Added')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/stocks/1'));
  });

  it('says why an upload failed, in the server’s words', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const { user } = editor('/stocks/1/products/new');
    await user.upload(await screen.findByLabelText('Upload images'), pngFile());
    FakeUploadRequest.current!.respond(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Only JPEG, PNG, WebP or AVIF images can be uploaded' },
    });
    expect(await screen.findByText('Only JPEG, PNG, WebP or AVIF images can be uploaded')).toBeInTheDocument();
  });
});

describe('existing product (SPEC §2 product editor)', () => {
  it('shows a spinner while the product loads, then its values and its stock at each airport', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    editor('/stocks/1/products/1', { 'GET /api/product/1': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading product...')).toBeInTheDocument();
    answer({ body: oud });

    expect(await screen.findByLabelText('Name')).toHaveValue(oud.name);
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(2499);
    expect(screen.getByRole('textbox', { name: 'Highlight 1' })).toHaveValue('Agarwood and rose');
    const airportsChosen = await screen.findByRole('group', { name: 'Airports' });
    expect(within(airportsChosen).getByText(airports[0]!.name)).toBeInTheDocument();
    expect(within(airportsChosen).queryByText(airports[1]!.name)).not.toBeInTheDocument();

    const stock = screen.getByRole('table', { name: 'Stock per airport' });
    const cok = within(stock).getByRole('row', { name: new RegExp('Cochin') });
    expect(cok).toHaveTextContent('40');
    expect(within(cok).getByText('In Stock')).toBeInTheDocument();
    expect(within(within(stock).getByRole('row', { name: /Trivandrum/ })).getByText('Out of Stock')).toBeInTheDocument();
  });

  it("saves the changes with 'Product Updated' and goes back a page", async () => {
    const { user, calls, history } = editor('/stocks/1', { 'PUT /api/product/update/1': { body: oud } });
    await user.click(await screen.findByRole('link', { name: `Edit ${oud.name}` }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Oud Al Layl 50 ml');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByText('Product Updated')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/stocks/1'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Oud Al Layl 50 ml',
      categories: [1],
      locations: [1],
      images: ['/uploads/oud-front.webp'],
      highlights: ['Agarwood and rose'],
    });
  });

  it('detaches a saved picture without deleting the file until the product is saved', async () => {
    const { user, calls } = editor('/stocks/1/products/1');
    await user.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByRole('list', { name: 'Product images' })).toHaveTextContent('No images yet');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("deletes a picture uploaded in this visit at once, saying 'Image deleted successfully'", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const { user, calls } = editor('/stocks/1/products/1', {
      'DELETE /api/upload/image?fileName=abc.webp': { body: { message: 'Image deleted successfully' } },
    });
    await user.upload(await screen.findByLabelText('Upload images'), pngFile());
    FakeUploadRequest.current!.respond(200, {
      url: '/uploads/abc.webp',
      thumbnailUrl: '/uploads/abc-thumb.webp',
      fileName: 'abc.webp',
    });
    await user.click(await screen.findByRole('button', { name: 'Remove image 2' }));
    expect(await screen.findByText('Image deleted successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/upload/image?fileName=abc.webp');
    expect(screen.queryByRole('img', { name: 'Image 2' })).not.toBeInTheDocument();
  });

  it("says 'Failed to delete image' and keeps it when the delete fails", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    const { user } = editor('/stocks/1/products/1');
    await user.upload(await screen.findByLabelText('Upload images'), pngFile());
    FakeUploadRequest.current!.respond(200, {
      url: '/uploads/abc.webp',
      thumbnailUrl: '/uploads/abc-thumb.webp',
      fileName: 'abc.webp',
    });
    await user.click(await screen.findByRole('button', { name: 'Remove image 2' }));
    expect(await screen.findByText('Failed to delete image')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 2' })).toBeInTheDocument();
  });

  it("deletes the product after 'Delete Product' is confirmed and returns to its category", async () => {
    const { user, history } = editor('/stocks/1/products/1', {
      'DELETE /api/product/delete/1': { body: { message: 'Product deleted successfully' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Product' }));
    const dialog = screen.getByRole('dialog', { name: `Delete ${oud.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/stocks/1'));
  });
});

describe('unsaved changes (product editor)', () => {
  it('asks before leaving with edits, and keeps them on Keep editing', async () => {
    const { user, history } = editor('/stocks/1/products/1');
    const name = await screen.findByLabelText('Name');
    await user.type(name, ' gift set');
    await user.click(screen.getByRole('link', { name: /Chocolates/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(history.location.pathname).toBe('/stocks/1/products/1');
    expect(screen.getByLabelText('Name')).toHaveValue(`${oud.name} gift set`);

    await user.click(screen.getByRole('link', { name: /Chocolates/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/stocks/2'));
  });

  it("holds the browser's Back as well, on the same question", async () => {
    const { user, history } = editor('/stocks/1');
    await act(async () => history.push('/stocks/1/products/1'));
    await user.type(await screen.findByLabelText('Name'), ' gift set');
    // The question's code is fetched when it is first asked; a link asks it here.
    await user.click(screen.getByRole('link', { name: /Chocolates/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Keep editing' }),
    );

    await act(async () => history.go(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(history.location.pathname).toBe('/stocks/1/products/1');
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Name')).toHaveValue(`${oud.name} gift set`);

    await act(async () => history.go(-1));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe('/stocks/1'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Product' })).not.toBeInTheDocument());
  });

  it('lets the admin leave an untouched form, and asks the browser to confirm a tab close only with edits', async () => {
    const { user, history } = editor('/stocks/1/products/1');
    const name = await screen.findByLabelText('Name');
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(name, 'x');
    expect(closing()).toBe(true);

    await user.clear(name);
    await user.type(name, oud.name);
    await user.click(screen.getByRole('link', { name: /Chocolates/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/stocks/2'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });
});
