import { Badge, Text, Wrap } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

const SHOWN = 3;

/** The device models a technician services: the first few by name, the rest counted (all in the tooltip). */
export function ModelBadges({ models }: { models: readonly { readonly id: string; readonly title: string }[] }) {
  if (models.length === 0) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        <Trans>No models</Trans>
      </Text>
    );
  }
  const more = models.length - SHOWN;
  return (
    <Wrap gap="1" title={models.map((m) => m.title).join(', ')}>
      {models.slice(0, SHOWN).map((m) => (
        <Badge key={m.id} size="sm" variant="outline">
          {m.title}
        </Badge>
      ))}
      {more > 0 && (
        <Badge size="sm" variant="subtle">
          <Trans>+{more} more</Trans>
        </Badge>
      )}
    </Wrap>
  );
}
