import { useLingui } from '@lingui/react/macro';
import { SearchPicker } from './SearchPicker';
import { type UserPickerFilter, useUserPickerSource } from './useUserPickerSource';

type Props = UserPickerFilter & {
  /** The chosen users' global ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  label?: string;
  /** What the search field says while empty (default: search by name or e-mail). */
  placeholder?: string;
};

/** Users by any part of their name or e-mail, searched on the server as the user types. */
export function UserSearchPicker({ value, onChange, label, placeholder, ...filter }: Props) {
  const { t } = useLingui();
  const source = useUserPickerSource(filter);
  return (
    <SearchPicker
      label={label ?? t`Users`}
      source={source}
      value={value}
      onChange={onChange}
      placeholder={placeholder ?? t`Search by name or e-mail`}
      noMatches={(text) => (text ? t`No users match “${text}”` : t`No users`)}
      unknownLabel={t`A user you cannot see`}
    />
  );
}
