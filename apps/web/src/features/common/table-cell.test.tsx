import { MantineProvider, Table } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme/theme';
import { TABLE_CELL_CLASS } from './table-cell';

describe('table cell class', () => {
  it('is the class Table.Td draws in the app theme', () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>x</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </MantineProvider>,
    );
    expect(html).toContain(`<td class="${TABLE_CELL_CLASS}">x</td>`);
  });
});
