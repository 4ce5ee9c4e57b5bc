import type { S3Config } from '../../config/app-config';
import { browserUploadOrigin } from './create-object-storage';

const s3 = (overrides: Partial<S3Config>): S3Config => ({
  bucket: 'dress-photos',
  region: 'eu-west-2',
  endpoint: null,
  publicEndpoint: null,
  credentials: null,
  forcePathStyle: false,
  ...overrides,
});

describe('browserUploadOrigin', () => {
  it('is null on local disk: uploads go to our own origin', () => {
    expect(browserUploadOrigin(null)).toBeNull();
  });

  it('is the public endpoint when browsers reach S3 elsewhere, else the endpoint', () => {
    expect(browserUploadOrigin(s3({ endpoint: 'http://minio:9000', publicEndpoint: 'https://media.example.co.uk' }))).toBe(
      'https://media.example.co.uk',
    );
    expect(browserUploadOrigin(s3({ endpoint: 'http://localhost:9000' }))).toBe('http://localhost:9000');
  });

  it("is the bucket's AWS host, or the regional host for path-style and dotted buckets", () => {
    expect(browserUploadOrigin(s3({}))).toBe('https://dress-photos.s3.eu-west-2.amazonaws.com');
    expect(browserUploadOrigin(s3({ forcePathStyle: true }))).toBe('https://s3.eu-west-2.amazonaws.com');
    expect(browserUploadOrigin(s3({ bucket: 'media.example.co.uk' }))).toBe('https://s3.eu-west-2.amazonaws.com');
  });
});
