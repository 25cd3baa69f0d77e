import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { CalendarIcon } from 'lucide-react';
import type { DateRangeCalendar as Calendar } from './DateRangeCalendar';

type Props = Omit<ComponentProps<typeof Calendar>, 'defaultOpen'>;

const load = () => import('./DateRangeCalendar').then((m) => m.DateRangeCalendar);
/** Kept once loaded: a filter mounted again (another page) renders the calendar at once. */
let loaded: typeof Calendar | undefined;

/**
 * The calendar button of a date-range filter, its calendar (Chakra's date picker, its state machine
 * and the date library, ~20 kB gzip) loaded only when wanted: a button that looks the same stands in,
 * starts the download when the pointer comes near or it gets the focus, and opens the calendar as
 * soon as it has arrived when pressed. Pages that show a date filter (/monitoring) no longer
 * download a calendar that most visits never open. Focus on the stand-in moves to the real button.
 */
export function LazyDateRangeCalendar(props: Props) {
  const { t } = useLingui();
  const { label } = props;
  const [Loaded, setLoaded] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (Loaded && focused.current) box.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [Loaded]);

  const fetchCalendar = () =>
    load().then(
      (component) => {
        loaded = component;
        setLoaded(() => component);
      },
      // The page's chunks are gone after a deploy: main.tsx reloads on vite:preloadError.
      (error: unknown) => console.error('The calendar could not be loaded', error),
    );

  return (
    <chakra.span ref={box} display="inline-flex" flexShrink={0}>
      {Loaded ? (
        <Loaded {...props} defaultOpen={open} />
      ) : (
        <chakra.button
          type="button"
          aria-label={t`${label}: choose in a calendar`}
          aria-haspopup="dialog"
          aria-expanded={false}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="6"
          h="6"
          borderRadius="l1"
          color="brand.fg"
          outline="none"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          focusVisibleRing="inside"
          focusRingWidth="2px"
          onPointerEnter={() => void fetchCalendar()}
          onFocus={() => {
            focused.current = true;
            void fetchCalendar();
          }}
          onBlur={(event) => {
            if (event.relatedTarget) focused.current = false;
          }}
          onClick={() => {
            setOpen(true);
            void fetchCalendar();
          }}
        >
          <CalendarIcon aria-hidden style={{ width: '1rem', height: '1rem' }} />
        </chakra.button>
      )}
    </chakra.span>
  );
}
