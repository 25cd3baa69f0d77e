import { Button, Card, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { AccountSettingsFormFragment$key } from '../../../__generated__/AccountSettingsFormFragment.graphql';
import type { AccountSettingsFormMutation } from '../../../__generated__/AccountSettingsFormMutation.graphql';
import { toaster } from '../../components/toaster';
import { setLanguage } from '../../i18n/i18n';
import { isLanguage, languageNames, languages } from '../../i18n/languages';
import { describeError } from '../../relay/describeError';
import { isGraphQLRequestError } from '../../relay/GraphQLRequestError';
import { setViewerConfig } from '../shell/setViewerConfig';
import { MAX_UTC_OFFSET, MIN_UTC_OFFSET, accountSettingsSchema } from './accountSettingsSchema';
import { formatUtcOffset } from '../../i18n/format/formatUtcOffset';

type Errors = Partial<Record<'language' | 'utcOffset', string>>;
const offsets = Array.from({ length: MAX_UTC_OFFSET - MIN_UTC_OFFSET + 1 }, (_, i) => MIN_UTC_OFFSET + i);

/** The user's language and UTC offset, saved to their settings on the server. */
export function AccountSettingsForm({ viewer }: { viewer: AccountSettingsFormFragment$key }) {
  const { t } = useLingui();
  const { config } = useFragment(
    graphql`
      fragment AccountSettingsFormFragment on Viewer {
        config {
          language
          utcOffset
        }
      }
    `,
    viewer,
  );
  const [values, setValues] = useState({ language: config.language as string, utcOffset: String(config.utcOffset) });
  const [errors, setErrors] = useState<Errors>({});
  const [commit, isInFlight] = useMutation<AccountSettingsFormMutation>(graphql`
    mutation AccountSettingsFormMutation($input: UpdateUserConfigInput!) {
      updateUserConfig(input: $input) {
        config {
          language
          utcOffset
        }
      }
    }
  `);
  const dirty = values.language !== config.language || values.utcOffset !== String(config.utcOffset);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = accountSettingsSchema().safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'language' || field === 'utcOffset') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    commit({
      variables: { input: parsed.data },
      updater: setViewerConfig,
      onCompleted: (response) => {
        const saved = response.updateUserConfig.config.language;
        setLanguage(isLanguage(saved) ? saved : values.language === 'en' ? 'en' : 'da');
        // Read after the switch, so the confirmation is in the language just chosen.
        toaster.create({ type: 'success', title: t`Your settings have been saved`, duration: 4000, closable: true });
      },
      onError: (error) => {
        if (isGraphQLRequestError(error)) {
          const fieldErrors = error.fieldErrors;
          setErrors({ language: fieldErrors['language'], utcOffset: fieldErrors['utcOffset'] });
        }
        toaster.create({ type: 'error', title: t`Your settings could not be saved`, description: describeError(error), duration: 5000, closable: true });
      },
    });
  };

  return (
    <Card.Root as="section" aria-labelledby="settings-title">
      <Card.Header>
        <Text id="settings-title" fontWeight="semibold" fontSize="lg">
          <Trans>Settings</Trans>
        </Text>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Field.Root invalid={!!errors.language}>
              <Field.Label>
                <Trans>Language</Trans>
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="language"
                  value={values.language}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, language: e.target.value }));
                    setErrors((v) => ({ ...v, language: undefined }));
                  }}
                >
                  {languages.map((language) => (
                    <option key={language} value={language}>
                      {languageNames[language]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errors.language}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.utcOffset}>
              <Field.Label>
                <Trans>Time zone (offset from UTC)</Trans>
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="utcOffset"
                  value={values.utcOffset}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, utcOffset: e.target.value }));
                    setErrors((v) => ({ ...v, utcOffset: undefined }));
                  }}
                >
                  {offsets.map((offset) => (
                    <option key={offset} value={String(offset)}>
                      {formatUtcOffset(offset)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.HelperText>
                <Trans>Times in FieldSense are shown in this offset, and days are counted in it.</Trans>
              </Field.HelperText>
              <Field.ErrorText>{errors.utcOffset}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isInFlight} loadingText={t`Saving…`} disabled={!dirty}>
              <Trans>Save settings</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
