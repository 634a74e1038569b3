// The games list page the game listing and search tests ask for: consoles, versions and images.
export const gamePageQuery = /* GraphQL */ `
  query Page($first: Int, $after: String, $search: String) {
    games(first: $first, after: $after, search: $search) {
      edges {
        cursor
        node {
          id
          databaseId
          title
          console {
            name
            manufacturer
          }
          versions {
            title
            region
            releaseDate
            mediumImage {
              url
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

// A games page of ids only, with its count and paging: the keyset and relevance tests walk it.
export const gameIdsPageQuery = /* GraphQL */ `
  query Page($first: Int, $after: String, $orderBy: GameOrder, $search: String) {
    games(first: $first, after: $after, orderBy: $orderBy, search: $search) {
      count {
        value
        kind
      }
      edges {
        node {
          databaseId
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;
