import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  companyDataFileName,
  dataExportMachine,
  dayKeyOf,
  PERSONAL_DATA_SLUG_FALLBACK,
  personalDataFileName,
  REPORT_EXPORT_SLUG_FALLBACK,
  selectDataExportView,
  type DataExportSubject,
  type ExportedFile,
} from '@portal/domain';
import type { ApiResult, DownloadedFile } from '@portal/api-client';
import { dataExportViewProps, type DataExportControl } from '@portal/ui';
import { callApi, dataOrReject, type ApiClient } from '../app/api';
import { saveBlob, type SaveFile } from '../app/save-blob';

/** The client call that answers the zip (the company's or the person's own). */
export type DataExportRequest = (api: ApiClient) => Promise<ApiResult<DownloadedFile>>;

/** The name a zip is saved under when the server gave none (it always does). */
const fallbackName = (subject: DataExportSubject, now: Date) =>
  subject === 'company'
    ? companyDataFileName(REPORT_EXPORT_SLUG_FALLBACK, dayKeyOf(now))
    : personalDataFileName(PERSONAL_DATA_SLUG_FALLBACK, dayKeyOf(now));

/**
 * The data export machine's actor on the api-client (`call` is `callApi`, or a fake in tests):
 * the zip's bytes and the name the server gave it. A failure rejects with the call's text.
 */
export const dataExportActors = (
  call: typeof callApi,
  subject: DataExportSubject,
  request: DataExportRequest,
) => ({
  exportData: fromPromise<ExportedFile, void>(async () => {
    const { blob, fileName } = dataOrReject(await call(request));
    return { file: blob, fileName: fileName ?? fallbackName(subject, new Date()) };
  }),
});

/** What the export does in the browser: save the file (a spy in tests). */
export type DataExportEffects = { saveFile: SaveFile };

export const dataExportMachineWith = (
  call: typeof callApi,
  subject: DataExportSubject,
  request: DataExportRequest,
  effects: DataExportEffects,
) =>
  dataExportMachine.provide({
    actors: dataExportActors(call, subject, request),
    actions: { saveFile: (_, { file, fileName }) => effects.saveFile(file as Blob, fileName) },
  });

/**
 * A company's data (the admin's company detail) or the signed-in person's own (the profile
 * modal) as a zip: the button's view and actions. `request` is read once, when the hook mounts.
 */
export function useDataExport(
  subject: DataExportSubject,
  request: DataExportRequest,
  effects: DataExportEffects = { saveFile: saveBlob },
): DataExportControl {
  const [machine] = useState(() => dataExportMachineWith(callApi, subject, request, effects));
  const [state, send] = useMachine(machine, { input: { subject } });
  return {
    ...dataExportViewProps(selectDataExportView(state)),
    onExport: () => send({ type: 'export.start' }),
    onDismiss: () => send({ type: 'message.dismiss' }),
  };
}
