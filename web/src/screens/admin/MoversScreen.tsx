import { MESSAGES } from '../../../../domain/messages.ts';
import { useMoversQuery } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { LoadState } from './common/LoadState.tsx';
import { PeopleTable } from './common/PeopleTable.tsx';

/** `/admin/movers`: home movers (every one for an administrator, the sellers of the brand's properties for a brand admin). */
export default function MoversScreen() {
  const { data, error, refetch } = useMoversQuery();
  return (
    <AdminPage title="Individual Movers">
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchMoversFailed}
        loadingLabel="Loading movers"
        onRetry={() => void refetch()}
      >
        {(loaded) => <PeopleTable caption="Home movers" empty="No home movers yet." people={loaded.movers} />}
      </LoadState>
    </AdminPage>
  );
}
