import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { either } from '../../pages/MonitoringPage';
import { ServiceOrderPage } from '../../pages/ServiceOrderPage';
import { ServiceWizardPage } from '../../pages/ServiceWizardPage';
import { Shell } from '../../pages/Shell';
import { apiAs, storageStateOf } from '../../support';
import { jpegDimensions, jpegWithOrientation } from '../../fixtures/images';
import type { PickedFile } from '../../pages/DeviceImagesSection';

// The technician's phone (spec part 2 §2: the wizard is phone first).
test.use({ storageState: storageStateOf('technician'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Nine steps, two device pages and their loads on a machine busy with other work.
test.describe.configure({ timeout: 300_000 });

type Setup = {
  run: string;
  orgId: string;
  keyId: string;
  apiKey: string;
  old: { _id: string; name: string; device: string };
  spare: { _id: string; name: string; device: string; serialNumber: string };
  order: { _id: string; number: number };
};

const OWNER = 'Silkeborg Forsyning';
const CENTRE = 'Servicecenter Aarhus';
const MODEL = 'Vestlys WL-20 Sigfox';
const PLACE = 'Åbrinken 4, Silkeborg';
const GEO = { lat: 56.16921, lon: 9.55312 };

async function json<T>(api: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const res = await api[method](path, data === undefined ? undefined : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * Everything the walk needs, made through the API as the administrator and of this run only, so no
 * other spec's data is touched: an installed device of an owner the technician's centre serves
 * (with a monitoring record, from an error it reports), a device in stock of the same model and
 * owner, an order for it assigned to the demo technician, and an API key to send a reading with.
 */
async function setUp(admin: APIRequestContext): Promise<Setup> {
  const run = Date.now().toString(36).toUpperCase();
  const { data: orgs } = await json<{ data: { _id: string; name: string }[] }>(admin, 'get', '/api/v1/organizations');
  const orgId = orgs.find((o) => o.name === OWNER)!._id;
  const { data: models } = await json<{ data: { _id: string; title: string }[] }>(admin, 'get', '/api/v1/devices/devicemodels');
  const deviceModelId = models.find((m) => m.title === MODEL)!._id;
  const { data: centres } = await json<{ data: { _id: string; name: string }[] }>(admin, 'get', '/api/v1/service-centers?perPage=100');
  const centreId = centres.find((c) => c.name === CENTRE)!._id;
  const { data: technicians } = await json<{ data: { _id: string; user: { email: string } }[] }>(admin, 'get', `/api/v1/service-centers/${centreId}/technicians?perPage=100`);
  const technicianId = technicians.find((t) => t.user.email === 'technician@example.com')!._id;

  const old = await json<Setup['old']>(admin, 'post', '/api/v1/devices', {
    name: `Vandstand Gudenåen ${run}`,
    device: `WZ${run}A`,
    serialNumber: `VL-${run}-A`,
    ownerId: orgId,
    deviceModelId,
    geo: GEO,
    placeName: PLACE,
    lifecycle: 'installed',
  });
  const spare = await json<Setup['spare']>(admin, 'post', '/api/v1/devices', {
    name: `Vandstand lager ${run}`,
    device: `WZ${run}B`,
    serialNumber: `VL-${run}-B`,
    ownerId: orgId,
    deviceModelId,
  });
  const key = await json<{ _id: string; key: string }>(admin, 'post', `/api/v1/organizations/${orgId}/keys`, { name: `e2e service wizard ${run}` });
  // The old device reports an error: it gets a monitoring record, which the replacement moves.
  await sendReading(admin, key.key, old.device, { water_level: 12.5 }, 'low_battery');
  const dueDate = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const order = await json<Setup['order']>(admin, 'post', '/api/v1/service-orders', {
    device: old._id,
    owner: orgId,
    service_center: centreId,
    technician: technicianId,
    service_issue: 'Vandstanden står stille siden i går.',
    dueDate,
    notes: 'Nøglen hænger i skabet ved pumpehuset.',
  });
  return { run, orgId, keyId: key._id, apiKey: key.key, old, spare, order };
}

/** A reading as the device's network integration sends it (with the organisation's API key). */
async function sendReading(api: APIRequestContext, apiKey: string, networkId: string, readings: Record<string, number>, errorCode?: string) {
  const res = await api.post('/api/v1/ingest/messages', {
    headers: { 'x-api-key': apiKey },
    data: { device: networkId, time: new Date().toISOString(), readings, ...(errorCode ? { errorCode } : {}) },
  });
  expect(res.ok(), `ingest: ${res.status()} ${await res.text()}`).toBe(true);
}

/** A real photo-sized JPEG drawn by the browser, 640×480, stored sideways with EXIF orientation 6 as phones do. */
async function sidewaysPhoto(page: Page, name: string): Promise<PickedFile> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 0, 480);
    sky.addColorStop(0, '#6fa8dc');
    sky.addColorStop(1, '#d9ead3');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#7f6000';
    ctx.fillRect(260, 180, 120, 300);
    ctx.fillStyle = '#cc0000';
    ctx.fillRect(290, 120, 60, 60);
    return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
  });
  return { name, mimeType: 'image/jpeg', buffer: jpegWithOrientation(Buffer.from(base64, 'base64'), 6) };
}

test('the technician walks the service wizard on a phone to the end, with pictures and a device replacement; the devices show it', async ({ page, browser }) => {
  const admin = await apiAs('admin');
  const setup = await setUp(admin);
  const { old, spare, order } = setup;
  const wizard = new ServiceWizardPage(page);
  const shell = new Shell(page);
  try {
    // Their order, from their list (found by the device's name), to its details and the wizard.
    await shell.open('/orders/service-orders');
    await page.getByRole('searchbox', { name: either('Søg på enhedsnavn, netværks-id, problem eller noter', 'Search device name, network id, issue or notes') }).fill(old.name);
    await page.getByRole('link', { name: either(`Serviceordre ${order.number}`, `Service order ${order.number}`) }).click();
    const details = new ServiceOrderPage(page);
    await expect(details.detailsHeading()).toBeVisible();
    await page.getByRole('link', { name: either('Åbn serviceguiden', 'Open service wizard') }).click();

    // 1. Location: where the device is, and the way there.
    await wizard.expectStep('location', 'Placering', 'Location');
    await expect(wizard.step()).toContainText(PLACE);
    await expect(wizard.step().getByRole('link', { name: either('Åbn i kort', 'Open in maps') })).toHaveAttribute('href', new RegExp(`${GEO.lat}.*${GEO.lon}`));
    // The step is saved on the order, so another phone resumes here (saving the first step starts it).
    await expect.poll(async () => (await json<{ activeWizardStep: string | null; status: { slug: string } }>(admin, 'get', `/api/v1/service-orders/${order._id}`)).status.slug).toBe('sos_in_progress');

    // 2. Information: the order's issue and notes.
    await wizard.goNext('info', 'Information', 'Information');
    await expect(wizard.step()).toContainText('Vandstanden står stille siden i går.');
    await expect(wizard.step()).toContainText('Nøglen hænger i skabet ved pumpehuset.');

    // 3. Before the service: Next wants a picture; a file that is no picture is refused by the server
    //    and stays behind, so Next asks about it ("Found unuploaded images") and it is discarded.
    await wizard.goNext('before-service', 'Før service', 'Before service');
    await wizard.next().click();
    await expect(wizard.alert(either('Du skal uploade mindst ét billede', 'You must upload at least one image'))).toBeVisible();
    await expect(page).toHaveURL(/\/wizard\/before-service$/);
    const photo = await sidewaysPhoto(page, `foer-${setup.run}.jpg`);
    await wizard.choosePictures([photo, { name: `noter-${setup.run}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all\n') }]);
    await expect(wizard.uploadedPictures()).toHaveCount(1);
    await expect(wizard.uploadedPictures().first()).toHaveAttribute('alt', photo.name);
    await expect(wizard.queued(`noter-${setup.run}.jpg`)).toContainText(/understøttes ikke|isn't supported/);
    await wizard.next().click();
    const unuploaded = page.getByRole('alertdialog', { name: either('Fandt billeder, der ikke er uploadet', 'Found unuploaded images') });
    await expect(unuploaded).toBeVisible();
    await unuploaded.getByRole('button', { name: either('Kassér dem', 'Discard them') }).click();
    await expect(unuploaded).toBeHidden();
    await expect(wizard.queued(`noter-${setup.run}.jpg`)).toHaveCount(0);

    // 4. The service: solutions and whether the device must be replaced, saved on Next.
    await wizard.goNext('device-service', 'Service', 'Service');
    await wizard.chooseSolution('Udskift enhed', 'Replace device');
    await wizard.choose(either('Skal enheden udskiftes?', 'Must the device be replaced?'), 'Ja, udskift den', 'Yes, replace it');

    // 5. The replacement: the spare found by its serial number, among the stock of the same model and owner.
    await wizard.goNext('replacement', 'Udskiftning', 'Replacement');
    // Another phone opening the order's wizard resumes at the step saved on the order.
    const otherPhone = await browser.newContext({ storageState: storageStateOf('technician'), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const other = new ServiceWizardPage(await otherPhone.newPage());
    await other.page.goto(`/orders/service-orders/${order._id}/wizard`);
    await other.expectStep('replacement', 'Udskiftning', 'Replacement');
    await otherPhone.close();
    await wizard.pickNewDevice(spare.serialNumber, spare.device);
    await wizard.replace();
    const done = page.getByTestId('replacement-done');
    await expect(done).toContainText(old.name);
    await expect(done).toContainText(spare.name);

    // 6. The cause, from the lookup, and a comment.
    await wizard.goNext('issue', 'Årsag', 'Cause');
    await wizard.choose(either('Årsag', 'Cause'), 'Funktionsfejl', 'Malfunction');
    await wizard.step().getByRole('textbox', { name: either('Kommentar', 'Comment') }).fill('Fugt i kablet. Ny enhed monteret.');

    // 7. After the service: a picture of the new device (a PNG goes through the same path).
    await wizard.goNext('after-service', 'Efter service', 'After service');
    await wizard.choosePictures([await sidewaysPhoto(page, `efter-${setup.run}.jpg`)]);
    await expect(wizard.uploadedPictures()).toHaveCount(1);

    // 8. Check data: the new device's first reading arrives live while the technician waits.
    await wizard.goNext('check-data', 'Tjek data', 'Check data');
    await expect(wizard.checkDataStatus()).toHaveText(either('Venter på en ny måling…', 'Waiting for a new reading…'));
    await expect(wizard.step()).toContainText(spare.name);
    await sendReading(admin, setup.apiKey, spare.device, { water_level: 47.25, temperature: 6.5, battery: 98 });
    await expect(wizard.checkDataStatus()).toHaveText(either('Ny måling modtaget', 'New reading received'));
    await expect(wizard.readings()).toContainText(/47[,.]25/);

    // 9. Finish as completed: the order's details page says so.
    await wizard.goNext('finish', 'Afslut', 'Finish');
    await expect(wizard.step()).toContainText(`${old.name} → ${spare.name}`);
    await expect(page.getByTestId('finish-missing')).toHaveCount(0);
    await wizard.step().getByRole('button', { name: either('Afslut som udført', 'Finish as completed') }).click();
    await expect(details.detailsHeading()).toBeVisible();
    await expect(details.status()).toHaveText(either('Afsluttet', 'Completed'));

    // Through the API: the order, its pictures (compressed in the browser, turned upright), the devices and the record.
    const saved = await json<{ status: { slug: string }; comment: string | null; cause: { slug: string } | null; solutions: { slug: string }[]; replacementAllowed: boolean | null }>(
      admin,
      'get',
      `/api/v1/service-orders/${order._id}`,
    );
    expect(saved.status.slug).toBe('sos_completed');
    expect(saved.cause?.slug).toBe('malfunction');
    expect(saved.solutions.map((s) => s.slug)).toEqual(['replace_device']);
    expect(saved.replacementAllowed).toBe(true);
    const images = await json<{ beforeImages: { _id: string; name: string }[]; afterImages: { _id: string }[] }>(admin, 'get', `/api/v1/service-orders/${order._id}/images`);
    expect(images.beforeImages.map((i) => i.name)).toEqual([photo.name]);
    expect(images.afterImages).toHaveLength(1);
    const stored = await admin.get(`/api/v1/service-orders/${order._id}/images/${images.beforeImages[0]!._id}/file`);
    expect(stored.ok()).toBe(true);
    const bytes = await stored.body();
    // Re-encoded at quality 0.75 with the rotation applied to the pixels: upright, and smaller.
    expect(jpegDimensions(bytes)).toEqual({ width: 480, height: 640 });
    expect(bytes.length).toBeLessThan(photo.buffer.length);

    const oldNow = await json<{ lifecycle: string; geo: unknown; placeName: string | null }>(admin, 'get', `/api/v1/devices/${old._id}`);
    const spareNow = await json<{ lifecycle: string; geo: { lat: number; lon: number } | null; placeName: string | null }>(admin, 'get', `/api/v1/devices/${spare._id}`);
    expect(oldNow).toMatchObject({ lifecycle: 'taken_down', geo: null, placeName: null });
    expect(spareNow).toMatchObject({ lifecycle: 'installed', geo: GEO, placeName: PLACE });
    const records = await json<{ data: { device: { _id: string } }[] }>(admin, 'get', `/api/v1/monitoring?devices=${spare._id}`);
    expect(records.data.map((r) => r.device._id)).toEqual([spare._id]);
    for (const [device, action] of [
      [old, 'device.replaced'],
      [spare, 'device.replacement'],
    ] as const) {
      const audit = await json<{ data: { action: string; changes: Record<string, { after: unknown }> }[] }>(admin, 'get', `/api/v1/devices/${device._id}/audit`);
      const entry = audit.data.find((e) => e.action === action);
      expect(entry?.changes.serviceOrder?.after, `${action} names the order`).toMatchObject({ serviceOrder: order._id, number: order.number });
    }

    // The new device's page: installed in the old one's place, its audit saying why.
    await shell.open(`/devices/${spare._id}?tab=info`);
    await expect(page.getByRole('heading', { level: 1, name: spare.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(PLACE);
    await expect(page.getByRole('main')).toContainText(/(Livscyklus|Lifecycle)(Installeret|Installed)/);
    await page.getByRole('tab', { name: either('Historik', 'Audit') }).click();
    const installed = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: /Installeret som erstatning|Installed as a replacement/ });
    await expect(installed).toContainText(old.name);
    await expect(installed.getByRole('link', { name: either(`serviceordre ${order.number}`, `service order ${order.number}`) })).toBeVisible();

    // The old device's page: taken down, replaced by the new one, by the same order.
    await installed.getByRole('link', { name: old.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: old.name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/(Livscyklus|Lifecycle)(Nedtaget|Taken down)/);
    await page.getByRole('tab', { name: either('Historik', 'Audit') }).click();
    const takenDown = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: /Nedtaget og erstattet|Taken down and replaced/ });
    await expect(takenDown).toContainText(spare.name);
    await expect(takenDown.getByRole('link', { name: either(`serviceordre ${order.number}`, `service order ${order.number}`) })).toBeVisible();
  } finally {
    // The run's API key goes; its devices and finished order stay, as a real one would.
    await admin.delete(`/api/v1/organizations/${setup.orgId}/keys/${setup.keyId}`);
    await admin.dispose();
  }
});
