import type { CSSProperties } from 'react';
import { Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { WEEKDAYS, addMonths, monthLabel, monthWeeks } from '@dw/contracts';
import { PALETTE } from '../../app/theme';
import { dayDescription, type DayHolds, type Month } from './calendarDays';
import { BLOCK_STRIPES, DAY_BACKGROUNDS, DAY_LABELS, DAY_TEXT } from './dayColours';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

function cellStyle(day: DayHolds, today: string): CSSProperties {
  return {
    position: 'relative',
    height: 56,
    padding: '4px 6px',
    verticalAlign: 'top',
    border: `1px solid ${PALETTE.line}`,
    color: DAY_TEXT,
    background: day.blocked > 0 ? `${BLOCK_STRIPES}, ${DAY_BACKGROUNDS[day.state]}` : DAY_BACKGROUNDS[day.state],
    // Today gets a ring, so "from now on" is easy to find.
    boxShadow: day.date === today ? `inset 0 0 0 2px ${PALETTE.ink}` : undefined,
    fontVariantNumeric: 'tabular-nums',
  };
}

function Swatch({ label, background }: { label: string; background: string }) {
  return (
    <Flex align="center" gap={6} style={{ fontSize: 13 }}>
      <span aria-hidden style={{ width: 16, height: 16, background, border: `1px solid ${PALETTE.lineStrong}`, display: 'inline-block' }} />
      {label}
    </Flex>
  );
}

interface Props {
  month: Month;
  /** The month's days, as dayHolds gives them. */
  days: readonly DayHolds[];
  today: string;
  /** What the grid shows, for its accessible name: 'UK 10'. */
  subject: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (month: Month) => void;
}

/**
 * One month of one size: per day the units held of the stock, coloured free / partly held / full,
 * with blocked days striped. A plain table, so screen readers announce weekday and day.
 */
export function MonthCalendar({ month, days, today, subject, canGoBack, canGoForward, onMonthChange }: Props) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const label = monthLabel(month);
  return (
    <div>
      <Flex align="center" justify="space-between" style={{ marginBottom: 8 }}>
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        />
        <Typography.Text strong aria-live="polite" style={{ fontSize: 16 }}>
          {label}
        </Typography.Text>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label="Next month"
          disabled={!canGoForward}
          onClick={() => onMonthChange(addMonths(month, 1))}
        />
      </Flex>
      <table aria-label={`${label}, ${subject}`} style={{ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {WEEKDAYS.map(([, long]) => (
              <th
                key={long}
                scope="col"
                style={{ padding: '4px 0', fontWeight: 500, fontSize: 12, color: PALETTE.inkSoft, textAlign: 'center' }}
              >
                <abbr title={long} style={{ textDecoration: 'none' }}>
                  {long.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, i) => {
                const day = date ? byDate.get(date) : undefined;
                if (!date || !day)
                  return <td key={`pad-${i}`} style={{ border: `1px solid ${PALETTE.lineSoft}`, background: PALETTE.ivory }} />;
                const description = dayDescription(day);
                return (
                  <td
                    key={date}
                    data-day={date}
                    data-state={day.state}
                    data-blocked={day.blocked > 0 || undefined}
                    title={description}
                    style={cellStyle(day, today)}
                  >
                    <span aria-hidden style={{ fontSize: 13, fontWeight: date === today ? 600 : 400 }}>
                      {Number(date.slice(8))}
                    </span>
                    {day.held > 0 ? (
                      <span aria-hidden style={{ position: 'absolute', right: 6, bottom: 4, fontSize: 12, fontWeight: 600 }}>
                        {day.held}/{day.stock}
                      </span>
                    ) : null}
                    <span style={visuallyHidden}>{description}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Flex wrap gap={16} align="center" style={{ marginTop: 10 }} role="list" aria-label="Key">
        {(['free', 'partial', 'full'] as const).map((state) => (
          <div role="listitem" key={state}>
            <Swatch label={DAY_LABELS[state]} background={DAY_BACKGROUNDS[state]} />
          </div>
        ))}
        <div role="listitem">
          <Swatch label={DAY_LABELS.blocked} background={`${BLOCK_STRIPES}, ${PALETTE.paper}`} />
        </div>
        <div role="listitem" style={{ fontSize: 13, color: PALETTE.inkSoft }}>
          1/2 = units held of the stock
        </div>
      </Flex>
    </div>
  );
}
