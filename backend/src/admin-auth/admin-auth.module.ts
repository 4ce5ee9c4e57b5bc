import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminAuthController } from './admin-auth.controller';
import { AdminLoginService } from './admin-login.service';
import { AdminLocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule],
  controllers: [AdminAuthController],
  providers: [AdminLoginService, AdminLocalStrategy],
})
export class AdminAuthModule {}
