/**
 * A client's project as both the client's dashboard and the staff workspace read it (a row of
 * `client_projects`), and how its budget is written.
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

export function formatBudget(dollars: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(dollars);
}
