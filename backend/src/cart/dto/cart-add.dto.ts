import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { CartAddInput } from '@dw/contracts';
import { SESSION_ID_MESSAGE, SESSION_ID_PATTERN } from '../domain/session-id';
import { RentalLineDto } from './rental-line.dto';

export class CartAddDto extends RentalLineDto implements CartAddInput {
  @ApiProperty({ pattern: SESSION_ID_PATTERN.source, example: '0b6c1f9e-4d7a-4c1e-9a53-2f7d1c8e9b10' })
  @IsString({ message: SESSION_ID_MESSAGE })
  @Matches(SESSION_ID_PATTERN, { message: SESSION_ID_MESSAGE })
  sessionId: string;
}
