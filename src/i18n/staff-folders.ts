/**
 * The folders of the staff screens: their texts go to a catalog of their own, loaded only with them, and so do their
 * stylesheets.
 */
export const STAFF_FOLDERS = [
  'src/features/report-templates',
  'src/features/metabase',
  'src/features/shell/admin',
  'src/routes/_signedIn/_admin',
]
