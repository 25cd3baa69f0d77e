import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { addAreaCatalog, addCatalog } from '../i18n/i18n';
import { messages as daDevices } from '../locales/da/devices.po';
import { messages as da } from '../locales/da/messages.po';
import { messages as enDevices } from '../locales/en/devices.po';
import { messages as daOrders } from '../locales/da/orders.po';
import { messages as enOrders } from '../locales/en/orders.po';
import { messages as daOrganizations } from '../locales/da/organizations.po';
import { messages as enOrganizations } from '../locales/en/organizations.po';
import { messages as en } from '../locales/en/messages.po';
import { loadAbilities } from '../features/shell/buildAbility';
import { loadLazyRecipes } from '../theme/system';

// The app loads one catalog when it needs it; tests have both, so switching language is synchronous.
addCatalog('da', da);
addCatalog('en', en);
addAreaCatalog('devices', 'da', daDevices);
addAreaCatalog('devices', 'en', enDevices);
addAreaCatalog('orders', 'da', daOrders);
addAreaCatalog('orders', 'en', enOrders);
addAreaCatalog('organizations', 'da', daOrganizations);
addAreaCatalog('organizations', 'en', enOrganizations);
// Tests render lazily loaded components directly, without the page or menu that waits for these.
await loadLazyRecipes();
// Likewise for the shell's and the pages' ability checks, which the shell's loader waits for.
await loadAbilities();

// Pages load lazily, and the first visit to one in a run compiles its module on demand: on a busy
// CI machine (load average 12 on 2 cores) that can pass the default 1 s that findBy… and waitFor
// wait, and even 5 s. They return as soon as the element is there, so a long bound costs nothing.
configure({ asyncUtilTimeout: 15_000 });

// relay-test-utils expects jest's globals.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// jsdom lacks the layout APIs that Chakra's positioning and media queries call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  cleanup();
});
