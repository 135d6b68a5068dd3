import { Table } from '@mantine/core';

// The class Table.Td gives a table cell. A long list's rows use plain <td> elements with it: a members page's 180
// Table.Td each ran Mantine's props and styles hooks only to name this class.
export const TABLE_CELL_CLASS = `${Table.classes.td} mantine-Table-td`;
