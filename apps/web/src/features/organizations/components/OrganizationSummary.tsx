import { formatCount } from '@mc/domain'
import { Descriptions, Tag, Typography } from 'antd'
import { Link } from 'react-router'
import type { Organization } from '@mc/domain/organizations/organization.types'
import * as paths from '../../../shared/routing/paths'
import { pathTo } from '../../../shared/routing/paths'

/** Name, type, business type, total places, alt names and a web search for the organization. */
export function OrganizationSummary({ organization }: { organization: Organization }) {
  const searchUrl = `https://www.google.com/search?q=${encodeURIComponent(organization.name)}`
  return (
    <Descriptions
      column={{ xs: 1, md: 2, xl: 3 }}
      size="small"
      items={[
        { key: 'name', label: 'Name', children: organization.name },
        { key: 'type', label: 'Type', children: organization.organization_type },
        { key: 'business', label: 'Business Type', children: organization.business_type ?? '—' },
        { key: 'places', label: 'Total Places', children: formatCount(organization.num_places) },
        {
          key: 'alt',
          label: 'Alt Names',
          children: organization.alternative_names.length ? organization.alternative_names.map((name) => <Tag key={name}>{name}</Tag>) : '—',
        },
        {
          key: 'parent',
          label: 'Parent Org',
          children: organization.parent ? <Link to={pathTo(paths.organization, organization.parent.identity)}>{organization.parent.name}</Link> : '—',
        },
        {
          key: 'web',
          label: 'Web',
          children: (
            <Typography.Link href={searchUrl} target="_blank" rel="noreferrer">
              Search the web for {organization.name}
            </Typography.Link>
          ),
        },
      ]}
    />
  )
}
