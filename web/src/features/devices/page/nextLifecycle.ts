type Lifecycle = string;

/** Spec part 2 §4: in stock → installed → taken down → in stock; the one state a device may move to. */
export function nextLifecycle(lifecycle: Lifecycle): 'IN_STOCK' | 'INSTALLED' | 'TAKEN_DOWN' | null {
  switch (lifecycle) {
    case 'IN_STOCK':
      return 'INSTALLED';
    case 'INSTALLED':
      return 'TAKEN_DOWN';
    case 'TAKEN_DOWN':
      return 'IN_STOCK';
    default:
      return null;
  }
}
