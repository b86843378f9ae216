import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import {
  accessLogMachine,
  companyEditMachine,
  selectAccessLogView,
  selectCompanyEditView,
  type LoadAccessLogOutput,
  type LoadCompanyOutput,
  type SaveCompanyInput,
  type SaveCompanyOutput,
  canEditCompany,
} from '@portal/domain';
import { companyInfoViewProps, type CompanyInfoProps } from '@portal/ui';
import { callWorkspace, dataOrReject, type WorkspaceCall } from '../app/api';
import { firstLoads } from '../app/first-loads';
import { useSession } from '../app/session-context';

export const companyInfoActors = (call: WorkspaceCall) => ({
  // The api-client also stores the reply as `businessDetails` (docs/product.md, The wire format).
  // The first read may have been sent with the move to this page (app/route-loaders.tsx).
  loadCompany: fromPromise<LoadCompanyOutput, void>(async () =>
    dataOrReject(
      await call(async (api, map) => {
        const result = await firstLoads.company.load(api);
        return result.ok ? { ok: true as const, data: map.toCompany(result.data) } : result;
      }),
    ),
  ),
  // docs/product.md, The wire format: the update reply only says ok, so the company is read again to show what the server
  // kept (a new logo's URL above all). That second read failing does not undo a saved update:
  // the page then shows the draft with the old logo (null).
  saveCompany: fromPromise<SaveCompanyOutput, SaveCompanyInput>(async ({ input }) =>
    dataOrReject(
      await call(async (api, map) => {
        const saved = await api.company.update({
          ...input.draft,
          logo: input.logo instanceof Blob ? input.logo : null,
        });
        if (!saved.ok) return saved;
        const fresh = await api.company.get();
        return { ok: true as const, data: fresh.ok ? map.toCompany(fresh.data) : null };
      }),
    ),
  ),
});

// Who entered the company in spy mode: a machine of its own, so a failure here leaves
// the company's page whole.
export const accessLogActors = (call: WorkspaceCall) => ({
  loadAccessLog: fromPromise<LoadAccessLogOutput, void>(async () =>
    dataOrReject(await call((api) => api.company.accessLog())),
  ),
});

/** An object URL previewing the picked file, revoked when the pick changes or the page goes. */
export function useObjectUrl(file: unknown): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(file instanceof Blob)) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function useCompanyInfo(): CompanyInfoProps {
  const { session } = useSession();
  const [machine] = useState(() =>
    companyEditMachine.provide({ actors: companyInfoActors(callWorkspace) }),
  );
  const [state, send] = useMachine(machine);
  const [accessLogLogic] = useState(() =>
    accessLogMachine.provide({ actors: accessLogActors(callWorkspace) }),
  );
  const [accessLog, sendAccessLog] = useMachine(accessLogLogic);
  const logoPreviewUrl = useObjectUrl(state.context.logo);

  return {
    // The save's message stays 3 s: the machine's timers, not the container's.
    ...companyInfoViewProps(selectCompanyEditView(state)),
    logoPreviewUrl,
    onEdit: () => send({ type: 'edit.start' }),
    onView: () => send({ type: 'view.select' }),
    onFieldChange: (field, value) => send({ type: 'field.change', field, value }),
    onLogoSelect: (file) => send({ type: 'logo.select', file }),
    onSubmit: () => send({ type: 'form.submit' }),
    onRetry: () => send({ type: 'load.retry' }),
    canEdit: canEditCompany(session?.user.role),
    accessLog: selectAccessLogView(accessLog),
    onAccessLogRetry: () => sendAccessLog({ type: 'accessLog.retry' }),
  };
}
