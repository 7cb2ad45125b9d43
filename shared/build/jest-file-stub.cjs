// Stands in for CSS and image imports under jest.
module.exports = 'test-file-stub';
