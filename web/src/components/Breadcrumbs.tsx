import { Breadcrumb, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Breadcrumb as Crumb } from '../routing/useBreadcrumbs';

/** Where a page sits, each step up a link back (spec part 1 §2, "Breadcrumb paths"). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useLingui();
  if (items.length < 2) return null;
  return (
    <Breadcrumb.Root aria-label={t`Breadcrumb`} size="sm">
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={item.path}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{item.title}</Breadcrumb.CurrentLink>
                ) : item.allowed ? (
                  <Breadcrumb.Link asChild color="brand.fg">
                    <RouterLink to={item.path}>{item.title}</RouterLink>
                  </Breadcrumb.Link>
                ) : (
                  <Text as="span" color="fg.muted">
                    {item.title}
                  </Text>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
