import { Alert, Button, Checkbox, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { DownloadIcon, RotateCcwIcon } from 'lucide-react';
import { useRelayEnvironment } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { downloadBlob } from '../../../components/export/downloadBlob';
import { toCsv } from '../../../components/export/toCsv';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { describeError } from '../../../relay/describeError';
import { devicesPath, organizationDevicesPath } from '../../../routing/paths';
import { usePropertyLabel } from '../page/info/usePropertyLabel';
import { checkImportRows, IMPORT_MAX_ROWS, type CheckedRow } from './checkImportRows';
import { columnLabel, mapColumns, type ColumnKey } from './importColumns';
import { downloadTemplate } from './importTemplate';
import { ImportPreviewTable, type PreviewRow } from './ImportPreviewTable';
import { languageOf } from './languageOf';
import type { NewDeviceLookups } from './NewDevicePage';
import { ImportFileError, readImportFile } from './readImportFile';
import { runImport, type ImportOutcome } from './runImport';

type Owner = NewDeviceLookups['organizations'][number];
type Props = { lookups: NewDeviceLookups; owners: readonly Owner[]; fixedOwner: Owner | null };

type Preview = { fileName: string; columns: ColumnKey[]; unknown: string[]; rows: CheckedRow[] };
type State =
  | { step: 'empty' }
  | { step: 'reading'; fileName: string }
  | { step: 'problem'; fileName: string; message: string }
  | { step: 'preview'; preview: Preview }
  | { step: 'importing'; preview: Preview; sent: number; total: number }
  | { step: 'summary'; preview: Preview; outcome: ImportOutcome };

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Many devices from a CSV or XLSX file: a template to start from, the file read and checked in the
 * browser with the API's rules (each problem on its cell), the good rows sent in chunks with a
 * progress bar, and a summary whose failing rows can be downloaded, fixed and imported again.
 */
export function DeviceImport({ lookups, owners, fixedOwner }: Props) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const propertyLabel = usePropertyLabel();
  const { orgId } = useParams();
  const [state, setState] = useState<State>({ step: 'empty' });
  const [onlyProblems, setOnlyProblems] = useState(false);
  const label = (key: ColumnKey) => columnLabel(i18n, key, propertyLabel);
  const language = languageOf(i18n);

  const lifecycleNames = useMemo(
    () => ({ [t`In stock`.toLowerCase()]: 'in_stock', [t`Installed`.toLowerCase()]: 'installed', [t`Taken down`.toLowerCase()]: 'taken_down' }) as const,
    [t],
  );

  const readFile = async (file: File) => {
    setState({ step: 'reading', fileName: file.name });
    setOnlyProblems(false);
    const problem = (message: string) => setState({ step: 'problem', fileName: file.name, message });
    let table;
    try {
      table = await readImportFile(file);
    } catch (error) {
      if (error instanceof ImportFileError && error.kind === 'unsupported') problem(t`Choose a CSV or XLSX file.`);
      else problem(t`The file could not be read. Save it again as CSV (UTF-8) or XLSX and try again.`);
      return;
    }
    if (table.headers.length === 0 || table.rows.length === 0) {
      problem(t`The file has no rows under its header row.`);
      return;
    }
    if (table.rows.length > IMPORT_MAX_ROWS) {
      const count = i18n.number(table.rows.length);
      const max = i18n.number(IMPORT_MAX_ROWS);
      problem(t`The file has ${count} rows; an import takes at most ${max}. Split it into several files.`);
      return;
    }
    const mapping = mapColumns(table.headers, i18n, propertyLabel, fixedOwner !== null);
    if (mapping.missing.length > 0) {
      const missing = mapping.missing.join(', ');
      problem(t`The file lacks the columns ${missing}. The first row must name the columns, as in the template.`);
      return;
    }
    const organizations = lookups.organizations.filter((org) => owners.some((owner) => owner.id === org.id));
    const rows = checkImportRows(mapping.columns, table.rows, {
      language,
      lookups: { ...lookups, organizations },
      fixedOwner: fixedOwner?.organizationId ?? null,
      lifecycleNames,
    });
    const columns = mapping.columns.filter((key): key is ColumnKey => key !== null && !(fixedOwner !== null && key === 'owner'));
    setState({ step: 'preview', preview: { fileName: file.name, columns, unknown: mapping.unknown, rows } });
  };

  const start = async (preview: Preview) => {
    const good = preview.rows.filter((row) => row.input !== null);
    setState({ step: 'importing', preview, sent: 0, total: good.length });
    const outcome = await runImport(environment, good, (sent, total) => setState({ step: 'importing', preview, sent, total }));
    setState({ step: 'summary', preview, outcome });
  };

  const reading = state.step === 'reading';
  const chooseFile = (
    <Stack gap="2" data-testid="import-file">
      <FileDropZone
        accept={ACCEPT}
        multiple={false}
        compact
        disabled={reading}
        onFiles={(files) => {
          if (files[0]) void readFile(files[0]);
        }}
        label={<Trans>Drop a CSV or XLSX file here</Trans>}
        hint={<Trans>One device per row, as in the template</Trans>}
        buttonLabel={state.step === 'empty' ? <Trans>Choose a file</Trans> : <Trans>Choose another file</Trans>}
      />
      {reading && (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Text>
            <Trans>Reading the file…</Trans>
          </Text>
        </HStack>
      )}
    </Stack>
  );

  const templateName = t`device-import-template`;
  const ownerName = fixedOwner?.name ?? '';
  const sentText = state.step === 'importing' ? i18n.number(state.sent) : '';
  const totalText = state.step === 'importing' ? i18n.number(state.total) : '';
  const intro = (
    <Stack gap="3" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }}>
      <Text>
        <Trans>
          Start from the template: one device per row. The first row names the columns with the keys of the template (the column names in
          Danish or English work too).
        </Trans>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {fixedOwner ? (
          <Trans>Required: name, networkId and deviceModel (a model's title or id). Every device belongs to {ownerName}.</Trans>
        ) : (
          <Trans>Required: name, networkId, owner (an organisation's name or id) and deviceModel (a model's title or id).</Trans>
        )}{' '}
        <Trans>
          Optional: package, serialNumber, lat and lon (both or neither), placeName, locationTypeStancode, lifecycle (in_stock, installed or
          taken_down), active, isComplete, isUnsuccessful (true or false) and notes. The settings columns (elevation, minVWC…) apply to
          the models of their type; numbers may have a decimal point or comma.
        </Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void downloadTemplate('csv', templateName)}>
          <DownloadIcon aria-hidden />
          <Trans>Template (CSV)</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => void downloadTemplate('xlsx', templateName)}>
          <DownloadIcon aria-hidden />
          <Trans>Template (XLSX)</Trans>
        </Button>
      </HStack>
      {state.step !== 'importing' && chooseFile}
    </Stack>
  );

  return (
    <Stack gap="5" minW="0">
      {state.step !== 'summary' && intro}
      {state.step === 'empty' && (
        <Text color="fg.muted" textAlign="center" py="6">
          <Trans>No file chosen yet. Choose a CSV or XLSX file to check its rows before anything is imported.</Trans>
        </Text>
      )}
      {state.step === 'problem' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.fileName}</Alert.Title>
            <Alert.Description>{state.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {state.step === 'preview' && (
        <PreviewStep
          preview={state.preview}
          label={label}
          onlyProblems={onlyProblems}
          setOnlyProblems={setOnlyProblems}
          onImport={() => void start(state.preview)}
        />
      )}
      {state.step === 'importing' && (
        <Stack gap="2" role="status">
          <Text fontWeight="medium">
            <Trans>
              Importing {sentText} of {totalText} rows…
            </Trans>
          </Text>
          <Progress.Root value={state.total === 0 ? 100 : Math.round((state.sent / state.total) * 100)} colorPalette="brand" aria-label={t`Import progress`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {state.step === 'summary' && (
        <SummaryStep
          preview={state.preview}
          outcome={state.outcome}
          label={label}
          listHref={orgId === undefined ? devicesPath() : organizationDevicesPath(orgId)}
          onAgain={() => setState({ step: 'empty' })}
        />
      )}
    </Stack>
  );
}

function PreviewStep({
  preview,
  label,
  onlyProblems,
  setOnlyProblems,
  onImport,
}: {
  preview: Preview;
  label: (key: ColumnKey) => string;
  onlyProblems: boolean;
  setOnlyProblems: (value: boolean) => void;
  onImport: () => void;
}) {
  const { t, i18n } = useLingui();
  const bad = preview.rows.filter((row) => row.input === null);
  const good = preview.rows.length - bad.length;
  const shown = onlyProblems ? bad : preview.rows;
  const unknown = preview.unknown.join(', ');
  const fileName = preview.fileName;
  const total = i18n.number(preview.rows.length);
  return (
    <Stack gap="4" minW="0">
      <Text fontWeight="medium">
        <Trans>
          {fileName}: {total} rows
        </Trans>
      </Text>
      {preview.unknown.length > 0 && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Some columns are not the import's and are left out: {unknown}</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Name the columns as in the template if they were meant to be imported.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {bad.length > 0 ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Plural value={bad.length} one="# row has errors" other="# rows have errors" />
            </Alert.Title>
            <Alert.Description>
              <Trans>Rows with errors are not imported: fix them in the file and choose it again, or import the other rows now.</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Every row is ready to import.</Trans>
          </Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Checkbox.Root checked={onlyProblems} onCheckedChange={({ checked }) => setOnlyProblems(checked === true)} disabled={bad.length === 0}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Only rows with errors</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button colorPalette="brand" onClick={onImport} disabled={good === 0}>
          <Plural value={good} one="Import # row" other="Import # rows" />
        </Button>
      </HStack>
      <ImportPreviewTable columns={preview.columns} columnLabel={label} rows={shown} label={t`Rows of the file`} />
    </Stack>
  );
}

function SummaryStep({
  preview,
  outcome,
  label,
  listHref,
  onAgain,
}: {
  preview: Preview;
  outcome: ImportOutcome;
  label: (key: ColumnKey) => string;
  listHref: string;
  onAgain: () => void;
}) {
  const { t, i18n } = useLingui();
  const notSent = new Set(outcome.notSent);
  const notSentText = t`Not sent: the import stopped before this row.`;
  const failing: PreviewRow[] = preview.rows
    .filter((row) => !outcome.created.has(row.line))
    .map((row) => ({
      line: row.line,
      cells: row.cells,
      errors: row.input === null ? row.errors : notSent.has(row.line) ? { row: notSentText } : (outcome.refused.get(row.line) ?? {}),
    }));
  const created = outcome.created.size;
  const failed = failing.length;
  const failure = outcome.failure ? describeError(outcome.failure) : null;
  const firstNotSent = outcome.notSent[0];
  const lastNotSent = outcome.notSent.at(-1);

  const downloadFailing = () => {
    // The file's columns with the failing rows as they were, plus why each failed: fix and import again.
    const columns = [...preview.columns];
    const reason = t`Error`;
    const rows = failing.map((row) => [
      ...columns.map((key) => row.cells[key] ?? ''),
      Object.entries(row.errors)
        .map(([field, message]) => (field === 'row' ? message : `${label(field)}: ${message}`))
        .join(' | '),
    ]);
    const csv = toCsv({ columns: [...columns, reason], rows });
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${t`devices-not-imported`}.csv`);
  };

  return (
    <Stack gap="4" minW="0">
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The import stopped: {failure}</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                The devices created before it stay. Rows {firstNotSent}–{lastNotSent} were not sent (or their answer never came): import
                them again; a row already created is refused as taken.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <HStack gap="3" wrap="wrap">
        <Count label={t`Created`} value={i18n.number(created)} color="fg.success" testId="import-created" />
        <Count label={t`Failed`} value={i18n.number(failed)} color={failed > 0 ? 'fg.error' : 'fg'} testId="import-failed" />
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={listHref}>
            <Trans>Show the devices</Trans>
          </RouterLink>
        </Button>
        {failed > 0 && (
          <Button variant="outline" onClick={downloadFailing}>
            <DownloadIcon aria-hidden />
            <Trans>Download the failing rows (CSV)</Trans>
          </Button>
        )}
        <Button variant="ghost" onClick={onAgain}>
          <RotateCcwIcon aria-hidden />
          <Trans>Import another file</Trans>
        </Button>
      </HStack>
      {failed > 0 && (
        <Stack gap="2">
          <Text fontWeight="medium">
            <Plural value={failed} one="# row was not imported:" other="# rows were not imported:" />
          </Text>
          <ImportPreviewTable
            columns={preview.columns}
            columnLabel={label}
            rows={failing}
            label={t`Rows that were not imported`}
          />
        </Stack>
      )}
    </Stack>
  );
}


/** One figure of the summary: its name and the number, large. */
function Count({ label, value, color, testId }: { label: string; value: string; color: string; testId: string }) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="md" px="4" py="3" minW="10rem">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" color={color} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
