import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AdminController } from './admin.controller';
import { AdminLocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule],
  controllers: [AdminController],
  providers: [AdminLocalStrategy],
})
export class AdminModule {}
