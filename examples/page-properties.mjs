// Prints every property an API client can see (id, name, postcode), paging with cursors through
// the GraphQL gateway. MOVEREADY_URL=http://localhost:4000 CLIENT_ID=mr_… CLIENT_SECRET=… node examples/page-properties.mjs
const base = process.env.MOVEREADY_URL ?? 'http://localhost:4000';
const basic = Buffer.from(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`).toString('base64');
const grant = await fetch(`${base}/oidc/token`, {
  method: 'POST',
  headers: { authorization: `Basic ${basic}` },
  body: new URLSearchParams({ grant_type: 'client_credentials' }),
});
if (!grant.ok) throw new Error(`token: ${grant.status} ${await grant.text()}`);
const { access_token: token } = await grant.json();
const query = `query($after: String) { propertiesConnection(first: 30, after: $after) {
  pageInfo { hasNextPage endCursor } edges { node { id name postcode } } } }`;
let after = null;
do {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { after } }),
  });
  const { data, errors } = await response.json();
  if (errors) throw new Error(errors[0].message);
  const { edges, pageInfo } = data.propertiesConnection;
  for (const { node } of edges) console.log(`${node.id}\t${node.name}\t${node.postcode}`);
  after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
} while (after);
