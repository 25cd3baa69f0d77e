import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from 'lucide-react';

/** Spec part 2 §9: a list's search runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 800;

type Props = {
  /** The applied search (from the URL). */
  value: string;
  /** Called with the trimmed text once typing pauses, at once on Enter, with '' on clear. */
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
  const search = (next: string) => {
    if (next !== value) onSearch(next);
  };
  // The debounce timer calls the latest `search` without restarting on each render.
  const searchLater = useEffectEvent(search);
  useEffect(() => {
    const timer = setTimeout(() => searchLater(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const clear = () => {
    setText('');
    search('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') search(text.trim());
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
        aria-label={label}
        placeholder={placeholder ?? label}
        maxLength={200}
      />
    </InputGroup>
  );
}
