import { useLingui } from '@lingui/react/macro';
import { ShieldAlertIcon } from 'lucide-react';
import { StatusPage } from './StatusPage';

export function UnauthorizedPage() {
  const { t } = useLingui();
  return (
    <StatusPage
      mark={<ShieldAlertIcon size="44" color="var(--chakra-colors-brand-700)" aria-hidden />}
      title={t`No access`}
      text={t`You do not have permission to see this page. Ask an administrator if you need access.`}
    />
  );
}
