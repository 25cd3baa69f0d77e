import { vi } from 'vitest';

/**
 * jsdom has no layout and answers every media query with false, like a phone. Lists that switch
 * layouts by width (table ≥ md, cards below) are tested at a chosen width with this.
 */
export function mockScreenWidth(widthPx: number) {
  return vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = /min-width:\s*([\d.]+)(em|px)/.exec(query);
    const matches = minWidth ? widthPx >= Number(minWidth[1]) * (minWidth[2] === 'em' ? 16 : 1) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}
