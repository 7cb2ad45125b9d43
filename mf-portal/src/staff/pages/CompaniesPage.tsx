import { useId, useRef, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { formatNumber } from '@meridian/shared/lib/format';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { useStaffCompanies } from '../lib/queries';
import type { StaffCompany } from '../lib/staff-companies';
import { CreateCompanyForm } from '../features/companies/CreateCompanyForm';

type Filter = 'all' | 'openTickets' | 'secondFactor';
const filters: readonly Filter[] = ['all', 'openTickets', 'secondFactor'];

const kept: Record<Filter, (company: StaffCompany) => boolean> = {
  all: () => true,
  openTickets: (company) => company.open_tickets > 0,
  secondFactor: (company) => company.require_second_factor,
};

/**
 * /staff/companies: every client company (staff_companies): its name (to its page), its owners,
 * how many members, open tickets, projects and proposals it has. Search by name or an owner's
 * address; filter by open tickets or the second-factor policy. Create company opens the form in
 * place; a created company is announced with a link to it, and the list is read again.
 */
export default function CompaniesPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const companies = useStaffCompanies().query;
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string; ownerEmail: string } | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const closeForm = () => {
    setCreating(false);
    createButton.current?.focus();
  };

  const all = companies.data ?? [];
  const shown = all.filter((company) => kept[filter](company) && matchesSearch(query, [company.name, ...company.owner_emails], language));
  const count = (value: number) => formatNumber(value, language);

  return (
    <div className="po:flex po:flex-col po:gap-6">
      <h1 className="ui-heading-1">{t('companies.title')}</h1>
      <p className="ui-lead">{t('companies.intro')}</p>
      <div className="po:flex po:flex-wrap po:items-center po:gap-4">
        <button
          ref={createButton}
          type="button"
          className="ui-button ui-button-primary"
          aria-expanded={creating}
          aria-controls={creating ? formId : undefined}
          onClick={() => {
            if (creating) return closeForm();
            setCreated(null);
            setCreating(true);
          }}
        >
          {t('companies.create.open')}
        </button>
        {/* Always present, so screen readers know the region before it speaks. */}
        <p role="status" className="po:font-medium po:break-words">
          {created ? (
            <>
              {t('companies.create.done', { name: created.name, email: created.ownerEmail })}{' '}
              <Link className="ui-link" to={`/staff/companies/${created.id}`}>
                {t('companies.create.openCompany', { name: created.name })}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      {creating ? (
        <div id={formId} className="ui-card">
          <CreateCompanyForm
            onCreated={(company) => {
              closeForm();
              setCreated({ id: company.id, name: company.name, ownerEmail: company.ownerEmail });
            }}
            onCancel={closeForm}
          />
        </div>
      ) : null}
      <SearchFilterBar
        search={{ label: t('companies.search'), placeholder: t('companies.searchPlaceholder'), value: query, onChange: setQuery }}
        filter={{
          label: t('companies.filter'),
          value: filter,
          onChange: setFilter,
          options: filters.map((choice) => ({ value: choice, label: t(`companies.filters.${choice}`) })),
        }}
        resultCount={all.length > 0 ? t('companies.count', { count: shown.length }) : ''}
      />
      <QueryState query={companies} empty={<p>{t('companies.none')}</p>} failedMessage={t('companies.failed')}>
        {() =>
          shown.length === 0 ? (
            <p className="po:text-muted">{t('companies.noMatch')}</p>
          ) : (
            <DataTable
              caption={t('companies.caption')}
              columns={[
                t('companies.columns.name'),
                { header: t('companies.columns.owners'), className: 'po:break-all' },
                t('companies.columns.members'),
                t('companies.columns.openTickets'),
                t('companies.columns.projects'),
                t('companies.columns.proposals'),
              ]}
              rows={shown.map((company) => ({
                key: company.id,
                cells: [
                  <Link className="ui-link po:break-words" to={`/staff/companies/${company.id}`}>
                    {company.name}
                  </Link>,
                  company.owner_emails.length > 0 ? company.owner_emails.join(', ') : t('companies.noOwner'),
                  count(company.member_count),
                  count(company.open_tickets),
                  count(company.projects),
                  count(company.proposals),
                ],
              }))}
            />
          )
        }
      </QueryState>
    </div>
  );
}
