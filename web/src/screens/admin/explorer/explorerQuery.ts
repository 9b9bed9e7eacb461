/** The explorer's first query: a whole report (milestones and every attribute's counts) in one request. */
export const EXPLORER_DEFAULT_QUERY = `# A report in one request. Docs (top left) describes every field; Ctrl-Enter runs the query.
query PortfolioReport {
  attributeSummary(filter: { allFields: true }) {
    metadata {
      totalProperties
      sellersInvited
      achievedMarketReady
      achievedContractReady
    }
    attributes {
      key
      name
      source {
        title
      }
      metrics {
        total
        average
        greenOrAmber: count(dimensions: ["GREEN", "AMBER"])
        dimensions {
          key
          count
          percentage
        }
      }
    }
  }
}
`;

/** Where the separately built explorer (vite.graphiql.config.ts) is served, in production too. */
export const EXPLORER_MODULE_URL = '/graphiql/explorer.js';
