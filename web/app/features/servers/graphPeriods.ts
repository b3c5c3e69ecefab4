/**
 * A GraphQL name cannot start with a digit, so the gateway spells the api's periods out (`1m` →
 * `oneMonth`, gateway/src/meshBoundary/boundaryNames.ts) and passes the api its own value; URLs keep `1m`.
 */
export const GRAPH_PERIODS = {
  '1d': 'oneDay',
  '7d': 'sevenDays',
  '1m': 'oneMonth',
  '3m': 'threeMonths',
  '6m': 'sixMonths',
  '1y': 'oneYear',
  '3y': 'threeYears',
  '5y': 'fiveYears',
  max: 'max',
} as const;
