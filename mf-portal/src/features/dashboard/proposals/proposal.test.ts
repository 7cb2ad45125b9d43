import * as v from 'valibot';
import { fieldErrors } from '../../../testing/field-errors';
import { proposalSchema } from './proposal';

const file = { name: 'brief.pdf', size: 10 };

describe('proposalSchema', () => {
  it('needs a title that is not only spaces and at most 200 characters', () => {
    expect(fieldErrors(proposalSchema, { title: '   ', services: ['ai'], files: [file] })).toEqual({ title: 'required' });
    expect(fieldErrors(proposalSchema, { title: 'x'.repeat(201), services: ['ai'], files: [file] })).toEqual({ title: 'tooLong' });
    expect(fieldErrors(proposalSchema, { title: 'x'.repeat(200), services: ['ai'], files: [file] })).toEqual({});
    expect(fieldErrors(proposalSchema, { title: ' ERP ', services: ['ai'], files: [file] })).toEqual({});
  });

  it('needs at least one service, as the database does, and only the ones we offer', () => {
    expect(fieldErrors(proposalSchema, { title: 'ERP', services: [], files: [file] })).toEqual({ services: 'required' });
    expect(Object.keys(fieldErrors(proposalSchema, { title: 'ERP', services: ['gardening'], files: [file] }))).toEqual(['services.0']);
  });

  it('needs at least one document', () => {
    expect(fieldErrors(proposalSchema, { title: 'ERP', services: ['ai'], files: [] })).toEqual({ files: 'required' });
  });

  it('reports every missing field at once', () => {
    expect(fieldErrors(proposalSchema, { title: '', services: [], files: [] })).toEqual({
      title: 'required',
      services: 'required',
      files: 'required',
    });
  });

  it('keeps the trimmed one-line title, the services, and each file as its name and size', () => {
    expect(
      v.parse(proposalSchema, { title: ' ERP\trollout ', services: ['cloud', 'data'], files: [{ name: 'brief.pdf', size: 2048 }] }),
    ).toEqual({
      title: 'ERP rollout',
      services: ['cloud', 'data'],
      files: [{ name: 'brief.pdf', size: 2048 }],
    });
    // A title of control characters only is empty once they are gone.
    expect(fieldErrors(proposalSchema, { title: '\t\u0007', services: ['ai'], files: [file] })).toEqual({ title: 'required' });
  });
});
