// Stands in for a font or image import in unit tests: the URL a component would receive.
module.exports = 'test-file-stub';
