import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { LENDER_SESSION_COOKIE } from '@dw/contracts';
import { SESSION_COOKIE } from './admin-auth/session.middleware';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Designer Wardrobe API')
    .setDescription(
      'Designer dress rental marketplace. Errors are always `{ statusCode, code, message }`. ' +
        'Admin routes need the session cookie from POST /api/admin/login; lender routes the lender session ' +
        'cookie (POST /api/lender/session) or the X-Lender-Token header.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Lender-Token' }, 'lender-token')
    .addCookieAuth(LENDER_SESSION_COOKIE, { type: 'apiKey' }, LENDER_SESSION_COOKIE)
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
