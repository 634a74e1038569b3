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
