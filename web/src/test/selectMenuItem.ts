import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks a menu item with a plain press and release. (In jsdom, Zag's menu ignores a second
 * `user.click` on items after a first selection, though real browsers are fine.)
 */
export async function selectMenuItem(user: UserEvent, item: HTMLElement) {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
