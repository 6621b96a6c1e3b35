"""Self-consistency check of the blind33 gold: python -B build/check.py"""
import os, sys, io, re, json, glob, email
from email import policy
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, valid_cusip, valid_isin, to32
import pdfplumber, docx, openpyxl

def part_texts(msg):
    out = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        data = part.get_payload(decode=True) or b''
        if ct == 'text/plain' and not part.get_filename():
            out.append(data.decode(part.get_content_charset() or 'utf-8'))
        elif ct == 'text/html':
            h = data.decode(part.get_content_charset() or 'utf-8')
            h = re.sub(r'<br\s*/?>', '\n', h)
            h = re.sub(r'</t[dh]>', '\t', h); h = re.sub(r'</tr>', '\n', h)
            h = re.sub(r'<[^>]+>', '', h)
            import html
            out.append(html.unescape(h))
        elif ct == 'application/pdf':
            with pdfplumber.open(io.BytesIO(data)) as pdf:
                for pg in pdf.pages:
                    out.append(pg.extract_text() or '')
                    out.append(' '.join(w['text'] for w in pg.extract_words()))
        elif ct.endswith('wordprocessingml.document'):
            d = docx.Document(io.BytesIO(data))
            out += [p.text for p in d.paragraphs]
            for t in d.tables:
                for r in t.rows:
                    out.append(' | '.join(c.text for c in r.cells))
        elif ct.endswith('spreadsheetml.sheet'):
            wb = openpyxl.load_workbook(io.BytesIO(data))
            for ws in wb.worksheets:
                for row in ws.iter_rows():
                    cells = []
                    for c in row:
                        v = c.value
                        if v is None:
                            continue
                        if isinstance(v, (int, float)) and '%' in (c.number_format or ''):
                            cells.append(repr(round(v * 100, 6)))
                        cells.append(str(v))
                    out.append(' | '.join(cells))
    return '\n'.join(out)

FR = {'\u00bc': .25, '\u00bd': .5, '\u00be': .75}

def numbers(text):
    vals = set()
    # 32nds: 99-16, 99-16+, 99-162, 99-16¼ ; handle-less offers '/ 16+'
    for m in re.finditer(r'(\d{2,3})-(\d{2})([+\u00bc\u00bd\u00be]|[246](?!\d))?', text):
        w, t, x = int(m.group(1)), int(m.group(2)), m.group(3)
        if t >= 32:
            continue
        f = 0
        if x == '+':
            f = .5
        elif x in FR:
            f = FR[x]
        elif x:
            f = int(x) / 8
        vals.add(round(w + (t + f) / 32, 8))
    for m in re.finditer(r'(\d+)\s+(\d)/(\d)', text):
        vals.add(round(int(m.group(1)) + int(m.group(2)) / int(m.group(3)), 8))
    for m in re.finditer(r'-?\d+(?:\.\d+)?', text.replace(',', '')):
        vals.add(round(abs(float(m.group(0))), 8))
        vals.add(round(float(m.group(0)), 8))
    return vals

def short_offer_ok(text, lvl):
    """offer written with the bid's handle: '/ 27+' or '/27¾' etc."""
    for st in ('plus', 'digit', 'frac'):
        tail = to32(lvl, st).split('-')[1]
        if re.search(r'/\s*' + re.escape(tail) + r'(?![\d-])', text):
            return True
    return False

def main():
    bad = 0; n = 0; nq = 0
    for half in ('dev', 'holdout'):
        for eml in sorted(glob.glob(os.path.join(ROOT, half, '*.eml'))):
            n += 1
            name = os.path.relpath(eml, ROOT)
            gold = json.load(open(eml[:-4] + '.expected.json'))
            msg = email.message_from_bytes(open(eml, 'rb').read(), policy=policy.default)
            for h in ('From', 'To', 'Date', 'Subject', 'Message-ID'):
                if not msg[h]:
                    print(f"{name}: missing header {h}"); bad += 1
            text = part_texts(msg)
            nums = numbers(text)
            seen = set()
            errs = []
            for q in gold['quotes']:
                nq += 1
                k = q['instrument_key']
                if k != k.upper() or '  ' in k or k != k.strip():
                    errs.append(f"key not normalised: {k!r}")
                if re.fullmatch(r'[0-9A-Z]{9}', k) and any(c.isdigit() for c in k[:3]) and not valid_cusip(k):
                    errs.append(f"bad CUSIP {k}")
                if re.fullmatch(r'[A-Z]{2}[0-9A-Z]{9}\d', k) and not valid_isin(k):
                    errs.append(f"bad ISIN {k}")
                if k not in text.upper() and not re.fullmatch(r'[0-9A-Z]{9,12}', k):
                    pass  # descriptive keys are normalised (dates to ISO) - not searched verbatim
                if re.fullmatch(r'[0-9A-Z]{9,12}', k) and k not in text:
                    errs.append(f"identifier {k} not in mail")
                for s in ('bid_size', 'ask_size'):
                    if q[s] is not None and q[s] <= 0:
                        errs.append(f"{k}: non-positive {s}")
                for side in ('bid', 'ask'):
                    v = q[side]
                    if v is None:
                        continue
                    if round(v, 8) in nums or round(abs(v), 8) in nums:
                        continue
                    if side == 'ask' and short_offer_ok(text, v):
                        continue
                    errs.append(f"{k} {q['quote_type']} {side} {v} not found in mail")
                b, a = q['bid'], q['ask']
                if b is not None and a is not None and q['quote_type'] not in ('talk', 'cover'):
                    if q['quote_type'] in ('price', 'upfront'):
                        if b >= a:
                            errs.append(f"{k}: crossed/locked price {b}/{a}")
                    elif b <= a:
                        errs.append(f"{k}: crossed/locked {q['quote_type']} {b}/{a}")
                if (b is None) != (q['bid_size'] is None and b is None) and False:
                    pass
                if b is None and q['bid_size'] is not None:
                    errs.append(f"{k}: bid size without bid")
                if a is None and q['ask_size'] is not None:
                    errs.append(f"{k}: ask size without ask")
                kk = (k, q['quote_type'], q['dealer'])
                if kk in seen:
                    errs.append(f"duplicate {kk}")
                seen.add(kk)
                if q['asset_class'] not in ('corporate', 'sovereign', 'government', 'agency', 'muni', 'loan', 'structured', 'cds', 'convertible', 'preferred'):
                    errs.append(f"bad asset class {q['asset_class']}")
            for e in errs:
                print(f"{name}: {e}")
            bad += len(errs)
    print(f"{n} mails, {nq} quotes, {bad} problems")
    return 1 if bad else 0

if __name__ == '__main__':
    sys.exit(main())
