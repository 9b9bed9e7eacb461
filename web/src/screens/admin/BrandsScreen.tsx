import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useBrandsQuery } from '../../gql/admin.ts';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { creditsText } from './common/formats.ts';
import { LoadState } from './common/LoadState.tsx';

/** `/admin/brands` (spec 02 §9.1): name, number of agencies, credits or n/a. */
export default function BrandsScreen() {
  const { data, error, refetch } = useBrandsQuery();
  return (
    <AdminPage title="Brands">
      <LoadState
        data={data}
        error={error}
        failedMessage={MESSAGES.fetchBrandsFailed}
        loadingLabel="Loading brands"
        onRetry={() => void refetch()}
      >
        {({ brands }) => (
          <DataTable
            caption="Brands"
            empty="No brands yet."
            rows={brands}
            rowKey={(brand) => brand.id}
            minWidth={420}
            columns={[
              {
                key: 'name',
                header: 'Name',
                cell: (brand) => (
                  <Anchor component={Link} to={`/admin/organisation/${brand.id}`}>
                    {brand.name}
                  </Anchor>
                ),
              },
              { key: 'agencies', header: 'Agencies', cell: (brand) => brand.numAgencies },
              { key: 'credits', header: 'Credits', cell: (brand) => creditsText(brand.credits) },
            ]}
          />
        )}
      </LoadState>
    </AdminPage>
  );
}
