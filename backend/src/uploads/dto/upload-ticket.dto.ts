import { ApiProperty } from '@nestjs/swagger';
import { UploadTicket } from '@dw/contracts';

export class UploadTicketDto implements UploadTicket {
  @ApiProperty({ description: 'PUT the file here with its Content-Type, within 10 minutes' })
  uploadURL: string;

  @ApiProperty({ example: '/objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b' })
  objectPath: string;
}

export class StoredImageDto {
  @ApiProperty({ example: '/objects/uploads/0b8f7c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b' })
  objectPath: string;
}
