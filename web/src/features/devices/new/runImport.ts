import { commitMutation, graphql, type Environment } from 'relay-runtime';
import type { runImportMutation, runImportMutation$data } from '../../../../__generated__/runImportMutation.graphql';
import { chunkRows, type CheckedRow } from './checkImportRows';

const mutation = graphql`
  mutation runImportMutation($input: ImportDevicesInput!) {
    importDevices(input: $input) {
      createdCount
      failedCount
      rows {
        row
        created
        deviceId
        errors {
          field
          code
          message
        }
      }
    }
  }
`;

export type ImportOutcome = {
  /** The file rows created, with the new device's global id. */
  created: Map<number, string | null>;
  /** The file rows the server refused, with its reasons by field (in the user's language). */
  refused: Map<number, Record<string, string>>;
  /** The file rows not sent (or whose answer never came) because a request failed. */
  notSent: number[];
  /** The failure that stopped the import, if one did. */
  failure: unknown;
};

function send(environment: Environment, rows: CheckedRow[]): Promise<runImportMutation$data> {
  return new Promise((resolve, reject) => {
    commitMutation<runImportMutation>(environment, {
      mutation,
      variables: { input: { rows: rows.map((row) => row.input!) } },
      onCompleted: (data, errors) => (errors && errors.length > 0 ? reject(new Error(errors[0]!.message)) : resolve(data)),
      onError: reject,
    });
  });
}

/**
 * Sends the rows (each with its `input`) in chunks that fit the gateway's limits, one after another,
 * and merges the answers, numbered as the file's rows. A failed request stops the import: what was
 * created stays, and the rows of that request and after are reported as not sent.
 */
export async function runImport(
  environment: Environment,
  rows: readonly CheckedRow[],
  onProgress: (sent: number, total: number) => void,
  chunkOptions: { maxRows?: number; maxBytes?: number } = {},
): Promise<ImportOutcome> {
  const chunks = chunkRows(rows, chunkOptions.maxRows, chunkOptions.maxBytes);
  const outcome: ImportOutcome = { created: new Map(), refused: new Map(), notSent: [], failure: null };
  let sent = 0;
  onProgress(0, rows.length);
  for (const [index, chunk] of chunks.entries()) {
    let answer: runImportMutation$data;
    try {
      answer = await send(environment, chunk);
    } catch (error) {
      outcome.failure = error;
      outcome.notSent = chunks.slice(index).flatMap((rest) => rest.map((row) => row.line));
      return outcome;
    }
    for (const result of answer.importDevices.rows) {
      const line = chunk[result.row - 1]?.line;
      if (line === undefined) continue;
      if (result.created) outcome.created.set(line, result.deviceId ?? null);
      else outcome.refused.set(line, Object.fromEntries(result.errors.map((error) => [error.field, error.message])));
    }
    sent += chunk.length;
    onProgress(sent, rows.length);
  }
  return outcome;
}
