// A streaming RFC 4180 parser: quoted fields, doubled quotes, CR/LF/CRLF line ends, records
// split across chunks. `line` is the physical line where a record starts (1-based).
//
// A stray opening quote would swallow every following line into one field. A quoted field may span
// lines, but not more than MAX_QUOTED_LINES nor past the end of the file: such a record is reported as
// one broken line (`error`, its raw first line as the only field) and parsing resumes on the next line.
export type TCsvRecord = { fields: string[]; line: number; error?: 'unclosed_quote' };

export const MAX_QUOTED_LINES = 100;

type TBreak = { again: string; rest: string };

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
  // The raw text of the current record from earlier chunks, and where it starts in the current one
  // (-1: at the chunk's start): kept to re-read the lines after a broken record.
  private rawCarry = '';
  private recordStart = -1;
  private quotedLines = 0;

  constructor(
    private readonly delimiter: string,
    private readonly onRecord: (record: TCsvRecord) => void,
  ) {}

  feed(text: string): void {
    // Broken records make the parser read text again: a stack instead of recursion keeps the depth flat.
    const stack = [text];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const broken = this.feedOnce(next);
      if (broken) stack.push(broken.rest, broken.again);
    }
  }

  private feedOnce(text: string): TBreak | null {
    let from = 0;
    if (this.lastWasCr && text[0] === '\n') from = 1;
    this.lastWasCr = false;
    // Finish a record cut by the previous chunk, then split whole quote-free lines natively.
    if (!this.atRecordStart()) {
      const nl = text.indexOf('\n', from);
      if (nl === -1) return this.feedChars(text, from, text.length);
      const broken = this.feedChars(text, from, nl + 1);
      if (broken) return broken;
      from = nl + 1;
      if (!this.atRecordStart()) return this.feedChars(text, from, text.length);
    }
    const rest = from === 0 ? text : text.slice(from);
    if (rest.includes('"') || rest.replace(/\r\n/g, '').includes('\r')) return this.feedChars(rest, 0, rest.length);
    const lines = rest.split('\n');
    const tail = lines.pop() ?? '';
    for (const raw of lines) {
      const lineText = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (lineText !== '') this.onRecord({ fields: lineText.split(this.delimiter), line: this.line });
      this.line++;
    }
    this.recordLine = this.line;
    return this.feedChars(tail, 0, tail.length);
  }

  private atRecordStart(): boolean {
    return this.state === State.FieldStart && this.fields.length === 0 && this.field === '';
  }

  // The general state machine, one character at a time over text[from, end). Stops at a broken record
  // and returns what to read next.
  private feedChars(text: string, from: number, end: number): TBreak | null {
    this.recordStart = this.atRecordStart() && this.rawCarry === '' ? from : -1;
    for (let i = from; i < end; i++) {
      const c = text[i] as string;
      if (this.lastWasCr) {
        this.lastWasCr = false;
        if (c === '\n' && this.state !== State.Quoted) {
          this.recordStart = i + 1;
          continue;
        }
      }
      switch (this.state) {
        case State.Quoted:
          if (c === '"') this.state = State.QuoteInQuoted;
          else {
            if (c === '\n') {
              if (this.quotedLines === MAX_QUOTED_LINES) return this.breakAt(text, from, i);
              this.quotedLines++;
              this.line++;
            }
            this.field += c;
          }
          break;
        case State.QuoteInQuoted:
          if (c === '"') {
            this.field += '"';
            this.state = State.Quoted;
            break;
          }
          // Text right after the closing quote of a field that ran over lines: the opening quote was a
          // stray one that swallowed the lines up to the next quote.
          if (this.quotedLines > 0 && c !== this.delimiter && c !== '\n' && c !== '\r')
            return this.breakAt(text, from, i);
          this.state = State.Unquoted;
          this.plain(c, i);
          break;
        case State.FieldStart:
          if (c === '"') {
            this.state = State.Quoted;
            this.quotedLines = 0;
            break;
          }
          this.state = State.Unquoted;
          this.plain(c, i);
          break;
        default:
          this.plain(c, i);
      }
    }
    if (!this.atRecordStart()) this.rawCarry += text.slice(this.recordStart < 0 ? from : this.recordStart, end);
    return null;
  }

  // Stops at text[i]: the current record is broken; the text after its first line is read again,
  // then the text from i on.
  private breakAt(text: string, from: number, i: number): TBreak {
    const again = this.resumeAfterBrokenRecord(text.slice(this.recordStart < 0 ? from : this.recordStart, i));
    return { again, rest: text.slice(i) };
  }

  // Reports the current record as broken on its first physical line and returns the text after that
  // line, to be read again from a clean state.
  private resumeAfterBrokenRecord(rawInChunk: string): string {
    const raw = this.rawCarry + rawInChunk;
    const nl = raw.indexOf('\n');
    const first = (nl === -1 ? raw : raw.slice(0, nl)).replace(/\r$/, '');
    this.onRecord({ fields: [first], line: this.recordLine, error: 'unclosed_quote' });
    this.state = State.FieldStart;
    this.fields = [];
    this.field = '';
    this.rawCarry = '';
    this.lastWasCr = false;
    this.line = this.recordLine + 1;
    this.recordLine = this.line;
    return nl === -1 ? '' : raw.slice(nl + 1);
  }

  end(): void {
    // The file ended inside a quoted field: the record is broken, the lines after it are not.
    while (this.state === State.Quoted) this.feed(this.resumeAfterBrokenRecord(''));
    if (this.state !== State.FieldStart || this.field !== '' || this.fields.length > 0) this.endRecord();
  }

  private plain(c: string, i: number): void {
    if (c === this.delimiter) {
      this.fields.push(this.field);
      this.field = '';
      this.state = State.FieldStart;
    } else if (c === '\n' || c === '\r') {
      this.lastWasCr = c === '\r';
      this.endRecord();
      this.recordStart = i + 1;
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
    this.rawCarry = '';
    // Blank lines are not records.
    if (!(fields.length === 1 && fields[0] === '')) this.onRecord({ fields, line: this.recordLine });
  }
}

// Semicolon files come from Turkish Excel; comma is the default. Delimiters inside quoted header
// names ("Ad, Soyad") do not count.
export function detectDelimiter(headerLine: string): string {
  const unquoted = headerLine.replace(/"(?:[^"]|"")*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: unquoted.split(d).length }));
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
