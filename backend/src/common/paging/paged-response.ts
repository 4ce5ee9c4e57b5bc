import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LINK_HEADER, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@dw/contracts';
import { ListPage, linkHeader } from './page-window';

/** Documents a paged list: the page as the array, and its headers. */
export function ApiPagedList(type: abstract new (...args: never[]) => unknown, description: string): MethodDecorator {
  return applyDecorators(
    ApiOkResponse({
      type: [type],
      description: `${description}; one page, the total in ${TOTAL_COUNT_HEADER}`,
      headers: {
        [TOTAL_COUNT_HEADER]: { description: 'How many rows match the filters, on every page', schema: { type: 'integer' } },
        [TOTAL_COUNT_CAPPED_HEADER]: {
          description: `\`true\` when more rows match than the list counts (${TOTAL_COUNT_HEADER} is then the cap): show "10,000+"`,
          schema: { type: 'string', enum: ['true'] },
        },
        [LINK_HEADER]: {
          description:
            'GitHub-style links to the neighbouring pages: `</api/…?page=3…>; rel="next", </api/…?page=1…>; rel="prev"` (absent when none)',
          schema: { type: 'string' },
        },
      },
    }),
  );
}

/** The answer of every paged list: sets X-Total-Count (and -Capped) and Link for `page`, and returns its rows as the body. */
export function sendPage<T>(req: Request, res: Response, page: ListPage<T>): T[] {
  res.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  if (page.capped) res.setHeader(TOTAL_COUNT_CAPPED_HEADER, 'true');
  const path = req.originalUrl.split('?')[0];
  const params = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const link = linkHeader(path, params, page);
  if (link) res.setHeader(LINK_HEADER, link);
  res.setHeader('Access-Control-Expose-Headers', `${TOTAL_COUNT_HEADER}, ${TOTAL_COUNT_CAPPED_HEADER}, ${LINK_HEADER}`);
  return page.items;
}
