import { isAcceptedImageUrl } from './image-url';

describe('accepted image URLs', () => {
  it('accepts stored uploads and https addresses', () => {
    expect(isAcceptedImageUrl('/objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isAcceptedImageUrl('https://images.example.com/dress.jpg')).toBe(true);
  });

  it('refuses other schemes, credentials and paths that leave the uploads folder', () => {
    for (const bad of [
      'http://images.example.com/dress.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://user:pass@images.example.com/a.jpg',
      '/objects/uploads/../../etc/passwd',
      '/objects/uploads/not-a-uuid',
      '//evil.example/a.jpg',
      'dress.jpg',
    ]) {
      expect(isAcceptedImageUrl(bad)).toBe(false);
    }
  });
});
