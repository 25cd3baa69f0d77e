import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      mark={
        <Text fontSize="5xl" fontWeight="800" color="brand.fg" lineHeight="1">
          404
        </Text>
      }
      title={t`Page not found`}
      text={t`The page you are looking for does not exist or has moved.`}
    />
  );
}
