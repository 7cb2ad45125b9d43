import * as v from 'valibot';
import { fieldErrors } from '../../../testing/fieldErrors';
import { proposalSchema } from './proposal';

const file = { name: 'brief.pdf', size: 10 };

describe('proposalSchema', () => {
  it('needs a title that is not only spaces and at most 200 characters', () => {
    expect(fieldErrors(proposalSchema, { title: '   ', services: [], files: [file] })).toEqual({ title: 'required' });
    expect(fieldErrors(proposalSchema, { title: 'x'.repeat(10_000), services: [], files: [file] })).toEqual({ title: 'tooLong' });
    expect(fieldErrors(proposalSchema, { title: ' ERP ', services: [], files: [file] })).toEqual({});
  });

  it('needs at least one document; services are optional', () => {
    expect(fieldErrors(proposalSchema, { title: 'ERP', services: ['ai'], files: [] })).toEqual({ files: 'required' });
  });

  it('keeps the trimmed title, the services, and each file as its name and size', () => {
    const chosen = new File([new Uint8Array(2048)], 'brief.pdf', { type: 'application/pdf' });
    expect(v.parse(proposalSchema, { title: ' ERP ', services: ['cloud', 'data'], files: [chosen] })).toEqual({
      title: 'ERP',
      services: ['cloud', 'data'],
      files: [{ name: 'brief.pdf', size: 2048 }],
    });
  });
});
