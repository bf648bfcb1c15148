/**
 * Expectations in the shared DATC files that contradict the standard map, so
 * no correct adjudicator can meet them. Each is reported as skipped with its
 * reason, never silently passed.
 */
export interface KnownDataError {
  /** File name (basename) the case is in. */
  file: string;
  /** Case name as the runner reports it. */
  caseName: string;
  reason: string;
}

export const KNOWN_DATA_ERRORS: readonly KnownDataError[] = [
  {
    file: 'datc_v3.0.json',
    caseName: 't6j09_civil_disorder_must_be_counted_from_both_coasts_second_scenario [2023]',
    reason:
      'expects F Skagerrak disbanded before A Albania, which needs Skagerrak 3 moves from St Petersburg; ' +
      'Norway borders St Petersburg (seed 000, Spring 1902 example), so Skagerrak-Norway-St Petersburg is 2 ' +
      'and Albania (3 from Sevastopol) is the farthest. The expectation matches a map without the ' +
      'Norway-St Petersburg border.',
  },
];
