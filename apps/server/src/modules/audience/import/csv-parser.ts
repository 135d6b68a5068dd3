// A streaming RFC 4180 parser: quoted fields, doubled quotes, CR/LF/CRLF line ends, records
// split across chunks. `line` is the physical line where a record starts (1-based).
export type TCsvRecord = { fields: string[]; line: number };

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  QuoteInQuoted,
}

export class CsvParser {
  private state = State.FieldStart;
  private field = '';
  private fields: string[] = [];
  private line = 1;
  private recordLine = 1;
  private lastWasCr = false;

  constructor(
    private readonly delimiter: string,
    private readonly onRecord: (record: TCsvRecord) => void,
  ) {}

  feed(text: string): void {
    let from = 0;
    if (this.lastWasCr && text[0] === '\n') from = 1;
    this.lastWasCr = false;
    // Finish a record cut by the previous chunk, then split whole quote-free lines natively.
    if (!this.atRecordStart()) {
      const nl = text.indexOf('\n', from);
      if (nl === -1) return this.feedChars(text, from);
      this.feedChars(text.slice(0, nl + 1), from);
      from = nl + 1;
      if (!this.atRecordStart()) return this.feedChars(text, from);
    }
    const rest = from === 0 ? text : text.slice(from);
    if (rest.includes('"') || rest.replace(/\r\n/g, '').includes('\r')) return this.feedChars(rest, 0);
    const lines = rest.split('\n');
    const tail = lines.pop() ?? '';
    for (const raw of lines) {
      const lineText = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (lineText !== '') this.onRecord({ fields: lineText.split(this.delimiter), line: this.line });
      this.line++;
    }
    this.recordLine = this.line;
    this.feedChars(tail, 0);
  }

  private atRecordStart(): boolean {
    return this.state === State.FieldStart && this.fields.length === 0 && this.field === '';
  }

  // The general state machine, one character at a time.
  private feedChars(text: string, from: number): void {
    for (let i = from; i < text.length; i++) {
      const c = text[i] as string;
      if (this.lastWasCr) {
        this.lastWasCr = false;
        if (c === '\n' && this.state !== State.Quoted) continue;
      }
      switch (this.state) {
        case State.Quoted:
          if (c === '"') this.state = State.QuoteInQuoted;
          else {
            if (c === '\n') this.line++;
            this.field += c;
          }
          break;
        case State.QuoteInQuoted:
          if (c === '"') {
            this.field += '"';
            this.state = State.Quoted;
            break;
          }
          this.state = State.Unquoted;
          this.plain(c);
          break;
        case State.FieldStart:
          if (c === '"') {
            this.state = State.Quoted;
            break;
          }
          this.state = State.Unquoted;
          this.plain(c);
          break;
        default:
          this.plain(c);
      }
    }
  }

  end(): void {
    if (this.state !== State.FieldStart || this.field !== '' || this.fields.length > 0) this.endRecord();
  }

  private plain(c: string): void {
    if (c === this.delimiter) {
      this.fields.push(this.field);
      this.field = '';
      this.state = State.FieldStart;
    } else if (c === '\n' || c === '\r') {
      this.lastWasCr = c === '\r';
      this.endRecord();
      this.line++;
      this.recordLine = this.line;
    } else this.field += c;
  }

  private endRecord(): void {
    this.fields.push(this.field);
    const fields = this.fields;
    this.fields = [];
    this.field = '';
    this.state = State.FieldStart;
    // Blank lines are not records.
    if (!(fields.length === 1 && fields[0] === '')) this.onRecord({ fields, line: this.recordLine });
  }
}

// Semicolon files come from Turkish Excel; comma is the default.
export function detectDelimiter(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => ({ d, n: headerLine.split(d).length }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0] && counts[0].n > 1 ? counts[0].d : ',';
}

export function parseAll(text: string, delimiter = detectDelimiter(text.split(/\r?\n/, 1)[0] ?? '')): TCsvRecord[] {
  const out: TCsvRecord[] = [];
  const parser = new CsvParser(delimiter, (r) => out.push(r));
  parser.feed(text.replace(/^\uFEFF/, ''));
  parser.end();
  return out;
}
