import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from './admin/session.middleware';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Designer Wardrobe API')
    .setDescription(
      'Designer dress rental marketplace. Errors are always `{ statusCode, code, message }`. ' +
        'Admin routes need the session cookie from POST /api/admin/login.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Lender-Token' }, 'lender-token')
    .build();
  return SwaggerModule.createDocument(app, config);
}

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
