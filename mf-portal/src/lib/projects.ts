import type { Tables } from '@meridian/shared/lib/database-types';

/**
 * A client's project as both the client's dashboard and the staff workspace read it: a row of
 * `client_projects`; its budget is in whole US dollars (formatDollars writes it).
 */
export type ClientProject = Tables<'client_projects'>;
