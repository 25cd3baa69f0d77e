import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from 'lucide-react';
import { useIsLeavingPage } from '../../routing/useIsLeavingPage';

/** Spec part 2 §9: a list's search runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 800;

type Props = {
  /** The applied search (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter or on leaving the field, with '' on clear. */
  onSearch: (text: string) => void;
  label: string;
  placeholder?: string;
};

/** A list's free-text search: one request per pause in typing, not one per keystroke. */
export function SearchInput({ value, onSearch, label, placeholder }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  if (appliedValue !== value) {
    // The search changed from elsewhere (Clear filters, Back): show it.
    setAppliedValue(value);
    setText(value);
  }
  // The last search asked for: the URL's `value` catches up only once its navigation is done.
  const requested = useRef(value);
  useEffect(() => {
    requested.current = value;
  }, [value]);
  const isLeavingPage = useIsLeavingPage();
  const search = (next: string) => {
    // A tap on a result (or any link) leaves the list: its search no longer matters, and its
    // navigation would cancel the one the user asked for.
    if (next === requested.current || isLeavingPage()) return;
    requested.current = next;
    onSearch(next);
  };
  // The debounce timer calls the latest `search` without restarting on each render.
  const searchLater = useEffectEvent(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    timer.current = setTimeout(() => searchLater(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [text]);
  // Leaving the field searches at once (Tab to the results, a tap elsewhere on the list).
  const searchNow = () => {
    clearTimeout(timer.current);
    search(text.trim());
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText('');
    search('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') searchNow();
    if (event.key === 'Escape' && text) clear();
  };
  return (
    <InputGroup
      startElement={<SearchIcon aria-hidden />}
      endElement={text ? <CloseButton size="xs" aria-label={t`Clear the search`} onClick={clear} /> : undefined}
      maxW={{ base: 'full', md: 'xs' }}
    >
      <Input
        size="sm"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={searchNow}
        aria-label={label}
        placeholder={placeholder ?? label}
        maxLength={200}
      />
    </InputGroup>
  );
}
