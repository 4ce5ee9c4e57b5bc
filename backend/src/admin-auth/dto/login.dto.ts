import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { NOTICES, noticeText } from '@dw/contracts';

/** Checked first by LoginBodyGuard (passport runs before pipes); declared here for the pipe and the docs. */
export class LoginDto {
  @ApiProperty({ example: 'the admin password' })
  @IsString({ message: noticeText(NOTICES.passwordRequired) })
  @IsNotEmpty({ message: noticeText(NOTICES.passwordRequired) })
  password: string;
}

export class SessionStateDto {
  @ApiProperty()
  isAuthenticated: boolean;
}
