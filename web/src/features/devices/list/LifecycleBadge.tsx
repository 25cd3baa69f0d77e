import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { knownLifecycle, lifecycleColors, lifecycleLabels } from './lifecycleLabels';

/** A device's lifecycle state as a coloured badge, and a red one when it is deleted. */
export function LifecycleBadge({ lifecycle, deleted = false }: { lifecycle: string; deleted?: boolean }) {
  const { i18n, t } = useLingui();
  const known = knownLifecycle(lifecycle);
  return (
    <>
      <Badge colorPalette={known ? lifecycleColors[known] : 'gray'} variant="subtle" whiteSpace="nowrap">
        {known ? i18n._(lifecycleLabels[known]) : lifecycle}
      </Badge>
      {deleted && (
        <Badge colorPalette="red" variant="subtle" ms="1" whiteSpace="nowrap">
          {t`Deleted`}
        </Badge>
      )}
    </>
  );
}
