import { DocumentLibrary } from '@portal/ui';
import { useDocumentLibrary } from '../containers/useDocumentLibrary';

export function DocumentsRoute() {
  return <DocumentLibrary {...useDocumentLibrary()} />;
}
