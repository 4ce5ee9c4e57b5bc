import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { writeApiError } from './http/error-writer';

/** Nest's side of the one error writer: whatever a guard, pipe, controller or service throws. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    writeApiError(host.switchToHttp().getResponse<ServerResponse>(), error);
  }
}
