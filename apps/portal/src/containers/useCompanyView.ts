import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { companyPagePath, type StoredBusiness, routes } from '@portal/domain';
import { callApi, dataOrReject } from '../app/api';
import { useSpyMode } from '../app/spy-mode-context';

// `/admin/view/{businessId}/{page}`: a link into one company's page from outside its workspace
// (the AI chat's answers cite the company, meeting, report or board they read). It does what the
// Companies screen's Access Company does (the entry recorded, then spy mode on that company) and
// opens the page in place of the link; a company the person may not see sends them to the
// Companies screen.

/** The entry into a company, for its access log; resolves once recorded, rejects if not. */
export type RecordAccess = (businessId: string) => Promise<void>;

/**
 * The access log: the Companies screen records an entry (`adminBusinesses.recordAccess`)
 * before spy mode starts, and a link into a company is an entry too, recorded the same way.
 */
export const recordCompanyAccess =
  (call: typeof callApi): RecordAccess =>
  async (businessId) => {
    dataOrReject(await call((api) => api.adminBusinesses.recordAccess(businessId)));
  };

export type CompanyViewOutcome =
  | { readonly kind: 'enter'; readonly business: StoredBusiness; readonly to: string }
  | { readonly kind: 'refuse' };

/**
 * Whether the person may see the company (the server decides: admin any, council its own; an id
 * that is not one of a company is refused too), then the entry recorded: where to go.
 */
export async function openCompanyView(
  businessId: string,
  rest: string,
  call: typeof callApi,
  recordAccess: RecordAccess,
  search = '',
): Promise<CompanyViewOutcome> {
  const company = await call((api) => api.company.getById(businessId));
  if (!company.ok) return { kind: 'refuse' };
  try {
    await recordAccess(company.data.id);
  } catch {
    return { kind: 'refuse' };
  }
  return {
    kind: 'enter',
    business: { id: company.data.id, name: company.data.name },
    to: companyPagePath(rest, search),
  };
}

/** Runs `openCompanyView` for the route's address and acts on the outcome (once per address). */
export function useCompanyView(): void {
  const { businessId = '', '*': rest = '' } = useParams();
  const { search } = useLocation();
  const { enter } = useSpyMode();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void openCompanyView(businessId, rest, callApi, recordCompanyAccess(callApi), search).then(
      (outcome) => {
        if (!current) return;
        if (outcome.kind === 'enter') enter(outcome.business, outcome.to);
        else void navigate(routes.adminBusinesses, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [businessId, rest, search, enter, navigate]);
}
