/** The monitoring page's GraphQL, as the benchmarks time it. */

// The fields the web app's monitoring page asks for (MonitoringTableFragment, MonitoringRowFragment,
// PaginationFragment), so the gateway does the work the page really costs.
export const rowFields = `
  id notes latestErrorOccurredAt
  status { id name color }
  errorCodes { count errorCode { id name } }
  package { name slug }
  owner { name }
  device {
    id deviceId networkId name lastSeenAt firmwareVersion
    deviceModel { title networkType networkProtocol deviceTypeCategory { name } }
    latestMessage { signalStrength rssi }
  }`;
export const pageQuery = `query MonitoringBench($filter: MonitoringFilter, $first: Int, $after: String) {
  monitoringRecords(filter: $filter, first: $first, after: $after) {
    totalCount
    edges { node { ${rowFields} } }
    pageInfo { hasNextPage endCursor }
    pageCursors {
      totalPages
      first { cursor page } last { cursor page } previous { cursor page } next { cursor page }
      around { cursor page isCurrent }
    }
  }
}`;
