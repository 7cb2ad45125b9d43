import { validateProposal } from './proposal';

const file = { name: 'brief.pdf', size: 10 };

describe('validateProposal', () => {
  it('needs a title that is not only spaces and at most 200 characters', () => {
    expect(validateProposal({ title: '   ', services: [], files: [file] })).toEqual({ title: 'required' });
    expect(validateProposal({ title: 'x'.repeat(10_000), services: [], files: [file] })).toEqual({ title: 'tooLong' });
    expect(validateProposal({ title: ' ERP ', services: [], files: [file] })).toEqual({});
  });

  it('needs at least one document; services are optional', () => {
    expect(validateProposal({ title: 'ERP', services: ['ai'], files: [] })).toEqual({ files: 'required' });
  });
});
