/** What a version picker can say about a version. */
export interface VersionFacts {
  id: string;
  region: string;
  country?: string | null | undefined;
  revision?: string | null | undefined;
  releaseDate: string;
  title: string;
}

// Facts added, in this order, only to labels that would otherwise read the same.
const TIEBREAKERS: readonly ((version: VersionFacts) => string | null | undefined)[] = [
  (version) => version.revision,
  (version) => version.title,
  (version) => version.releaseDate,
];

/**
 * Picker labels that tell every version apart: "PAL · 1999" and "PAL · France · 1999", then the
 * revision, the title or the full date where two versions would still read the same. By id.
 */
export function versionLabels(
  versions: readonly VersionFacts[],
  regionLabel: (region: string) => string,
): Map<string, string> {
  const parts = new Map(
    versions.map((v) => [
      v.id,
      [regionLabel(v.region), v.country, v.releaseDate.slice(0, 4)].filter(Boolean) as string[],
    ]),
  );
  for (const fact of TIEBREAKERS) {
    const byLabel = new Map<string, VersionFacts[]>();
    for (const v of versions) {
      const label = parts.get(v.id)!.join(' · ');
      byLabel.set(label, [...(byLabel.get(label) ?? []), v]);
    }
    for (const group of byLabel.values()) {
      // A fact all of them share would lengthen the labels without telling them apart.
      if (group.length < 2 || new Set(group.map(fact)).size < 2) continue;
      for (const v of group) {
        const value = fact(v);
        if (value) parts.get(v.id)!.push(value);
      }
    }
  }
  return new Map([...parts].map(([id, words]) => [id, words.join(' · ')]));
}
