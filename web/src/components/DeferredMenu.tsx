import { cloneElement, useEffect, useId, useState, type ComponentType, type FocusEvent, type ReactElement } from 'react';
import { loadLazyRecipes } from '../theme/system';

type Trigger = ReactElement<Record<string, unknown>>;

/** What a deferred menu component is given besides its own props. */
export type DeferredMenuProps = {
  /** The trigger button, for `Menu.Trigger asChild`. */
  trigger: Trigger;
  /** Open at once: the trigger was pressed while the menu was loading. */
  defaultOpen: boolean;
};

type MenuComponent<P> = ComponentType<P & DeferredMenuProps>;
type Load<P> = () => Promise<MenuComponent<P>>;

/** Menus already loaded, so that a menu mounted again (another page) renders at once. */
const loaded = new Map<Load<never>, MenuComponent<never>>();

/**
 * A menu that is only needed on a click, kept out of the first load: `load` brings the menu
 * (Chakra's Menu with its state machine and positioning, ~20 kB gzip) once the trigger has
 * rendered, and until then the same button stands in. A press on it meanwhile opens the menu as
 * soon as it arrives, and the button is not swapped in the middle of a press, which would lose
 * the click; keyboard focus on it stays there.
 */
export function DeferredMenu<P extends object>({ load, trigger, props }: { load: Load<P>; trigger: Trigger; props: P }) {
  const id = useId();
  const [Menu, setMenu] = useState(() => loaded.get(load as Load<never>) as MenuComponent<P> | undefined);
  const [wanted, setWanted] = useState(false);
  const [pressing, setPressing] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (Menu) return;
    let live = true;
    // With the recipes of the menu's components, which the first load leaves out.
    Promise.all([load(), loadLazyRecipes()]).then(
      ([component]) => {
        loaded.set(load as Load<never>, component as MenuComponent<never>);
        if (live) setMenu(() => component);
      },
      // The page's chunks are gone after a deploy: main.tsx reloads on vite:preloadError.
      (error: unknown) => console.error('A menu could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [Menu, load]);

  const marked = cloneElement(trigger, { 'data-menu-trigger': id });
  if (!Menu || pressing) {
    return cloneElement(marked, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerDown: () => setPressing(true),
      onPointerCancel: () => setPressing(false),
      onPointerLeave: () => setPressing(false),
      onClick: () => {
        setPressing(false);
        setWanted(true);
      },
      onFocus: () => setFocused(true),
      // Removing the stand-in blurs it with nowhere to go: that is no move away.
      onBlur: (event: FocusEvent) => {
        if (event.relatedTarget) setFocused(false);
      },
    });
  }
  return (
    <>
      <Menu {...props} trigger={marked} defaultOpen={wanted} />
      {focused && !wanted && <KeepFocus id={id} />}
    </>
  );
}

/** Once the menu has replaced the stand-in, gives its trigger the focus the stand-in had. */
function KeepFocus({ id }: { id: string }) {
  useEffect(() => {
    const trigger = [...document.querySelectorAll<HTMLElement>('[data-menu-trigger]')].find((element) => element.dataset.menuTrigger === id);
    trigger?.focus();
  }, [id]);
  return null;
}
