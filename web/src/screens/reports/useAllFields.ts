import { useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/useViewer.ts';

/** Report screens ask for all fields for every role but simple (spec 02 §6), and for deleted properties with ?deleted=1. */
export function useReportScope() {
  const { viewer } = useViewer();
  const [params] = useSearchParams();
  return {
    ready: viewer !== null,
    allFields: viewer !== null && viewer.role !== 'SIMPLE',
    deleted: params.get('deleted') === '1' || params.get('deleted') === 'true',
  };
}
