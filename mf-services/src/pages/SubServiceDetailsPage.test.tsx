import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceContent } from '../content/types';
import { forgetLocalizedContent } from '@meridian/shared/ui/use-localized-content';
import { renderServicesAt } from '../testing/render-services';

type Load = typeof import('../content/load').loadServiceContent;
const loadServiceContent = jest.fn<ReturnType<Load>, Parameters<Load>>();
jest.mock('../content/load', () => ({ loadServiceContent: (...args: Parameters<Load>) => loadServiceContent(...args) }));

/** Resolves on a later task, as a chunk load does, so the update lands while the test is waiting. */
function later<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

function rowsOf(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

/** A sub-service whose optional details are all missing, so every fallback shows. */
const sparse: ServiceContent = {
  overview: 'Overview',
  keyFeatures: [{ title: 'Feature', description: 'Text' }],
  technologies: [{ category: 'Category', tools: ['Tool'], description: 'Text' }],
  subServices: [
    {
      id: 'predictive-analytics',
      icon: 'line-chart',
      title: 'Sparse Analytics',
      description: 'A sub-service without optional details.',
      features: [{ name: 'Bare feature' }, { name: 'Full feature', description: 'Own description', benefit: 'Own benefit' }],
      tools: [{ name: 'Bare tool' }],
      applications: [{ name: 'Bare application' }],
      implementation: [{ phase: 'discovery', steps: ['Look'] }],
    },
  ],
};

describe('SubServiceDetailsPage', () => {
  beforeEach(() => {
    loadServiceContent.mockReset();
    forgetLocalizedContent();
  });

  it('shows the breadcrumb ending in Details and the three tables with the real content', async () => {
    const actual = jest.requireActual<typeof import('../content/load')>('../content/load');
    loadServiceContent.mockImplementation(actual.loadServiceContent);
    await renderServicesAt('/services/ai/computer-vision/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Computer Vision: full details' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.at(-1)).toHaveTextContent('Details');
    expect(within(crumbs[3]!).queryByRole('link')).toBeNull();
    expect(within(crumbs[2]!).getByRole('link', { name: 'Computer Vision' })).toHaveAttribute('href', '/services/ai/computer-vision');
    expect(rowsOf('Key Features')[0]).toEqual([
      'Visual quality inspection',
      'Detects surface defects, missing parts and misalignments on the production line.',
      'Consistent inspection at full line speed.',
    ]);
    expect(rowsOf('Tools')[0]).toEqual(['YOLO', 'Object detection', 'Real-time detection on edge devices']);
    expect(rowsOf('Industry Applications')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Implementation Process' })).toBeInTheDocument();
    expect(loadServiceContent).toHaveBeenCalledWith('ai', 'en');
  });

  it('falls back to the fallback texts on the details page', async () => {
    loadServiceContent.mockImplementation(() => later(sparse));
    await renderServicesAt('/services/ai/predictive-analytics/details');
    await screen.findByRole('heading', { level: 1, name: 'Sparse Analytics: full details' });
    expect(rowsOf('Key Features')).toEqual([
      ['Bare feature', 'Comprehensive solution for enterprise needs', 'Improved efficiency and scalability'],
      ['Full feature', 'Own description', 'Own benefit'],
    ]);
    expect(rowsOf('Tools')).toEqual([['Bare tool', 'Core Technology', 'Multiple applications']]);
    expect(rowsOf('Industry Applications')).toEqual([
      ['Bare application', 'Multiple Industries', 'Significant improvements in efficiency and productivity'],
    ]);
  });

  it('falls back to the fallback texts on the sub-service page', async () => {
    loadServiceContent.mockImplementation(() => later(sparse));
    await renderServicesAt('/services/ai/predictive-analytics');
    await screen.findByRole('heading', { level: 1, name: 'Sparse Analytics' });
    const features = screen.getByRole('region', { name: 'Key Features' });
    expect(features).toHaveTextContent('Comprehensive solution for enterprise needs');
    expect(features).toHaveTextContent('Improved efficiency and scalability');
    const tools = screen.getByRole('region', { name: 'Tools & Technologies' });
    expect(tools).toHaveTextContent('Core Technology');
    expect(tools).toHaveTextContent('Enterprise Implementation');
    const applications = screen.getByRole('region', { name: 'Industry Applications' });
    expect(applications).toHaveTextContent('Multiple Industries');
    expect(applications).toHaveTextContent('Significant operational improvements');
  });

  it('says so and offers a retry when the content cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    loadServiceContent
      .mockImplementationOnce(() => later(null).then(() => Promise.reject(new Error('ChunkLoadError'))))
      .mockImplementation(() => later(sparse));
    await renderServicesAt('/services/ai/predictive-analytics/details');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded.');
    // act lets React retry the page suspended on the new load when it settles.
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sparse Analytics: full details' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });
});
