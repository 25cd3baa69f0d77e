import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSaveLanguageMutation } from '../../../__generated__/useSaveLanguageMutation.graphql';
import { toaster } from '../../components/toaster';
import type { Language } from '../../i18n/languages';
import { describeError } from '../../relay/describeError';
import { setViewerConfig } from './setViewerConfig';

/** Saves a language choice to the signed-in user's settings (the UI has already switched). */
export function useSaveLanguage() {
  const { t } = useLingui();
  const [commit] = useMutation<useSaveLanguageMutation>(graphql`
    mutation useSaveLanguageMutation($input: UpdateUserConfigInput!) {
      updateUserConfig(input: $input) {
        config {
          language
          utcOffset
        }
      }
    }
  `);
  return useCallback(
    (language: Language) =>
      commit({
        variables: { input: { language } },
        optimisticUpdater: (store) => store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('config')?.setValue(language, 'language'),
        updater: setViewerConfig,
        onError: (error) => {
          toaster.create({ type: 'error', title: t`Your language choice could not be saved`, description: describeError(error), duration: 5000, closable: true });
        },
      }),
    [commit, t],
  );
}
