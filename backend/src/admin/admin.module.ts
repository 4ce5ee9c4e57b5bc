import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminController } from './admin.controller';
import { AdminLoginService } from './admin-login.service';
import { AdminLocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule],
  controllers: [AdminController],
  providers: [AdminLoginService, AdminLocalStrategy],
})
export class AdminModule {}
