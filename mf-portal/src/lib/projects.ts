/**
 * A client's project as both the client's dashboard and the staff workspace read it (a row of
 * `client_projects`); its budget is in whole US dollars (formatDollars writes it).
 */
export interface ClientProject {
  id: string;
  title: string;
  description: string;
  status: string;
  priority: string;
  progress: number;
  start_date: string | null;
  end_date: string | null;
  budget: number;
  created_at: string;
}
