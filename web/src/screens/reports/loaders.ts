/**
 * The report screens, each its own chunk. The route table reaches them through this small module,
 * so the first bundle does not carry the list of every chart and date-picker file they need.
 */
export const propertiesReport = () => import('./PropertiesReportScreen.tsx');
export const attributeStatistics = () => import('./AttributeStatisticsScreen.tsx');
export const portfolioInsights = () => import('./portfolio/PortfolioInsightsScreen.tsx');
