import { Button, Group, Text } from '@mantine/core';
import { pageNumbers } from '../../../../../domain/admin/page-numbers.ts';

/** Page 1, the last page and 4 either side of the current one, gaps shown as '...' (spec 02 §9). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group gap={4} component="nav" aria-label="Pages">
      {pageNumbers(page, totalPages).map((item, index) =>
        item === '...' ? (
          <Text key={`gap-${index}`} px={4} aria-hidden>
            ...
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-sm"
            variant={item === page ? 'filled' : 'default'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
    </Group>
  );
}
