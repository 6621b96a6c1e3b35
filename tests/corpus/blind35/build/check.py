"""Self-consistency of the blind35 gold: python -B build/check.py"""
import email, email.policy, glob, io, json, os, re, sys
from html.parser import HTMLParser
import pdfplumber, docx, openpyxl

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
AC = {'corporate', 'sovereign', 'government', 'agency', 'muni', 'loan', 'structured', 'cds', 'convertible', 'preferred'}
QT = {'price', 'yield', 'spread', 'z_spread', 'i_spread', 'dm', 'upfront', 'talk', 'cover'}
SPREADISH = {'yield', 'spread', 'z_spread', 'i_spread', 'dm'}
FIELDS = ['instrument_key', 'asset_class', 'group', 'quote_type', 'bid', 'ask', 'bid_size', 'ask_size', 'dealer']

def _cv(c):
    return int(c) if c.isdigit() else ord(c) - 55 if c.isalpha() else {'*': 36, '@': 37, '#': 38}[c]

def cusip_ok(s):
    if not re.fullmatch(r'[0-9A-Z*@#]{8}[0-9]', s):
        return False
    t = 0
    for i, c in enumerate(s[:8]):
        v = _cv(c) * (2 if i % 2 else 1)
        t += v // 10 + v % 10
    return (10 - t % 10) % 10 == int(s[8])

def isin_ok(s):
    if not re.fullmatch(r'[A-Z]{2}[0-9A-Z]{9}[0-9]', s):
        return False
    d = ''.join(str(_cv(c)) for c in s[:11])
    t = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        t += v // 10 + v % 10
    return (10 - t % 10) % 10 == int(s[11])

class _T(HTMLParser):
    def __init__(self):
        super().__init__()
        self.out = []
    def handle_data(self, d):
        self.out.append(d)
    def handle_starttag(self, tag, a):
        self.out.append(' ')

def texts(msg):
    """All text of a mail: body parts and attachments; plus numeric spreadsheet cells."""
    parts, nums = [], []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        data = part.get_payload(decode=True)
        if ct == 'text/plain':
            parts.append(data.decode(part.get_content_charset() or 'utf-8'))
        elif ct == 'text/html':
            t = _T()
            t.feed(data.decode(part.get_content_charset() or 'utf-8'))
            parts.append(''.join(t.out))
        elif ct == 'application/pdf':
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                for pg in pdf.pages:
                    parts.append(pg.extract_text() or '')
        elif ct.endswith('wordprocessingml.document'):
            d = docx.Document(io.BytesIO(data))
            parts += [p.text for p in d.paragraphs]
            for tb in d.tables:
                for row in tb.rows:
                    parts.append('\t'.join(c.text for c in row.cells))
        elif ct.endswith('spreadsheetml.sheet'):
            wb = openpyxl.load_workbook(io.BytesIO(data))
            for ws in wb.worksheets:
                for row in ws.iter_rows(values_only=True):
                    for v in row:
                        if isinstance(v, (int, float)):
                            nums.append(float(v))
                        elif v is not None:
                            parts.append(str(v))
        else:
            raise SystemExit(f'unexpected part {ct}')
    return '\n'.join(parts), nums

def forms(x):
    f = set()
    for n in range(0, 4):
        s = f"{x:.{n}f}"
        if abs(float(s) - x) < 1e-9:
            f.add(s)
    h = int(x)
    t = (x - h) * 256
    if abs(t - round(t)) < 1e-6:
        n32, rem = divmod(int(round(t)), 8)
        if rem in (0, 4) or True:
            f.add(f"{h}-{n32:02d}" + ('' if rem == 0 else '+' if rem == 4 else str(rem)))
    for den in (2, 4, 8):
        k = (x - h) * den
        if abs(k - round(k)) < 1e-9 and round(k):
            f.add(f"{h} {int(round(k))}/{den}")
    return f

def main():
    bad = 0
    n_mail = n_q = 0
    for path in sorted(glob.glob(os.path.join(ROOT, '*', '*.eml'))):
        n_mail += 1
        name = os.path.relpath(path, ROOT)
        errs = []
        msg = email.message_from_bytes(open(path, 'rb').read(), policy=email.policy.default)
        for h in ('From', 'To', 'Date', 'Subject', 'Message-ID'):
            if not msg[h]:
                errs.append(f'missing {h}')
        gold = json.load(open(path[:-4] + '.expected.json'))
        if gold['format'] not in ('text', 'html', 'chat', 'csv', 'xlsx', 'docx', 'pdf'):
            errs.append('format')
        text, nums = texts(msg)
        num = int(os.path.basename(path)[:2])
        if (num % 2 == 1) != name.startswith('dev'):
            errs.append('odd/even split')
        seen = set()
        for q in gold['quotes']:
            n_q += 1
            if list(q) != FIELDS:
                errs.append(f'fields {list(q)}')
            k = q['instrument_key']
            if k != k.upper() or '  ' in k or k != k.strip():
                errs.append(f'key form {k!r}')
            if re.fullmatch(r'[A-Z]{2}[0-9A-Z]{9}[0-9]', k) and not isin_ok(k):
                errs.append(f'ISIN {k}')
            elif re.fullmatch(r'[0-9A-Z]{9}', k) and re.search(r'\d', k) and not cusip_ok(k):
                errs.append(f'CUSIP {k}')
            if q['asset_class'] not in AC or q['group'] != q['asset_class'] or q['quote_type'] not in QT:
                errs.append(f'class/type {q}')
            if (k, q['quote_type']) in seen:
                errs.append(f'duplicate {k} {q["quote_type"]}')
            seen.add((k, q['quote_type']))
            for side in ('bid', 'ask'):
                v = q[side]
                if v is None:
                    continue
                if not any(s in text for s in forms(v)) and not any(abs(v - z) < 1e-9 for z in nums):
                    errs.append(f'{k} {q["quote_type"]} {side} {v} not in mail')
            for s in ('bid_size', 'ask_size'):
                if q[s] is not None and q[s] <= 0:
                    errs.append(f'{k} size {q[s]}')
            if q['bid'] is None and q['bid_size'] is not None or q['ask'] is None and q['ask_size'] is not None:
                errs.append(f'{k} size on an absent side')
            if q['bid'] is not None and q['ask'] is not None:
                if q['quote_type'] == 'price' and q['bid'] >= q['ask']:
                    errs.append(f'{k} crossed/locked price')
                if q['quote_type'] in SPREADISH and q['bid'] <= q['ask']:
                    errs.append(f'{k} crossed/locked {q["quote_type"]}')
            if not re.fullmatch(r'[a-z0-9]+', q['dealer']):
                errs.append(f'dealer {q["dealer"]}')
            if q['dealer'] not in msg['From'].lower():
                errs.append(f'dealer {q["dealer"]} not the sender')
        if not gold['quotes']:
            errs.append('no quotes (none of blind35 is meant empty)')
        if errs:
            bad += 1
            print(name)
            for e in errs[:15]:
                print('   ', e)
    caches = [p for p in glob.glob(os.path.join(ROOT, '**', '__pycache__'), recursive=True)]
    if caches:
        print('caches present:', caches)
        bad += 1
    print(f'{n_mail} mails, {n_q} quotes, {bad} with problems')
    sys.exit(1 if bad else 0)

if __name__ == '__main__':
    main()
