"""Self-consistency checks of the blind36 gold: python -B build/check.py"""
import csv
import glob
import html
import io
import json
import os
import re
import sys
from email import policy
from email.parser import BytesParser

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FMTS = {'text', 'html', 'chat', 'csv', 'xlsx', 'docx', 'pdf'}
ACS = {'corporate', 'sovereign', 'government', 'agency', 'muni', 'loan', 'structured', 'cds', 'convertible', 'preferred'}
QTS = {'price', 'yield', 'spread', 'z_spread', 'i_spread', 'dm', 'upfront', 'talk', 'cover'}
UNI = {'¼': .25, '½': .5, '¾': .75, '⅛': .125, '⅜': .375, '⅝': .625, '⅞': .875}


def cusip_ok(s):
    if not re.fullmatch(r'[0-9A-Z]{8}[0-9]', s):
        return False
    tot = 0
    for i, ch in enumerate(s[:8]):
        v = int(ch) if ch.isdigit() else ord(ch) - 55
        if i % 2:
            v *= 2
        tot += v // 10 + v % 10
    return (10 - tot % 10) % 10 == int(s[8])


def isin_ok(s):
    if not re.fullmatch(r'[A-Z]{2}[0-9A-Z]{9}[0-9]', s):
        return False
    digits = ''.join(str(int(c)) if c.isdigit() else str(ord(c) - 55) for c in s[:11])
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        tot += v // 10 + v % 10
    return (10 - tot % 10) % 10 == int(s[11])


def texts(path):
    with open(path, 'rb') as f:
        msg = BytesParser(policy=policy.default).parse(f)
    out = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        payload = part.get_payload(decode=True) or b''
        t = payload.decode(part.get_content_charset() or 'utf-8')
        if ct == 'text/html':
            t = html.unescape(re.sub(r'<[^>]+>', ' ', t)).replace('\xa0', ' ')
        elif ct == 'text/csv' or part.get_filename('').endswith('.csv'):
            t = '\n'.join(' | '.join(r) for r in csv.reader(io.StringIO(t)))
        out.append(t)
    return msg, '\n'.join(out)


def values(text):
    vals = set()
    pat32 = r'(?<![\d.])(\d+)-(\d{2})(\+|\d)?(?:\s*/\s*(\d{2})(\+|\d)?(?![\d.\-]))?'
    for m in re.finditer(pat32, text):
        h = int(m.group(1))
        for t, x in ((m.group(2), m.group(3)), (m.group(4), m.group(5))):
            if t is None:
                continue
            v = h + int(t) / 32
            v += 1 / 64 if x == '+' else (int(x) / 256 if x else 0)
            vals.add(round(v, 8))
    for m in re.finditer(r'(\d+)\s+(\d)/(\d{1,2})(?!\d)', text):
        vals.add(round(int(m.group(1)) + int(m.group(2)) / int(m.group(3)), 8))
    for m in re.finditer(r'(\d+)([¼½¾⅛⅜⅝⅞])', text):
        vals.add(round(int(m.group(1)) + UNI[m.group(2)], 8))
    for m in re.finditer(r'\d+(?:,\d{3})*(?:\.\d+)?', text):
        vals.add(round(float(m.group(0).replace(',', '')), 8))
    return vals


def main():
    errors, n_mail, n_q = [], 0, 0
    for half in ('dev', 'holdout'):
        emls = sorted(glob.glob(os.path.join(ROOT, half, '*.eml')))
        for eml in emls:
            n_mail += 1
            name = os.path.basename(eml)
            num = int(name[:2])
            if (half == 'dev') != (num % 2 == 1):
                errors.append('%s: number parity wrong for %s' % (name, half))
            gold = json.load(open(eml[:-4] + '.expected.json'))
            msg, text = texts(eml)
            for h in ('From', 'To', 'Date', 'Subject', 'Message-ID'):
                if not msg[h]:
                    errors.append('%s: no %s header' % (name, h))
            if gold['format'] not in FMTS:
                errors.append('%s: bad format' % name)
            vals = values(text)
            seen = set()
            for q in gold['quotes']:
                n_q += 1
                k = q['instrument_key']
                tag = '%s %s %s' % (name, k, q['quote_type'])
                if k != k.upper() or '  ' in k or k != k.strip():
                    errors.append(tag + ': key not upper / single-spaced')
                if re.fullmatch(r'[A-Z]{2}[0-9A-Z]{9}[0-9]', k) and not isin_ok(k):
                    errors.append(tag + ': bad ISIN check digit')
                elif re.fullmatch(r'[0-9][0-9A-Z]{7}[0-9]', k) and not cusip_ok(k):
                    errors.append(tag + ': bad CUSIP check digit')
                if q['asset_class'] not in ACS or q['quote_type'] not in QTS or q['group'] != q['asset_class']:
                    errors.append(tag + ': bad class / type / group')
                if not q['dealer'] or q['dealer'] != q['dealer'].lower():
                    errors.append(tag + ': bad dealer')
                if (k, q['quote_type']) in seen:
                    errors.append(tag + ': key + quote_type twice')
                seen.add((k, q['quote_type']))
                b, a = q['bid'], q['ask']
                if b is None and a is None:
                    errors.append(tag + ': no side')
                for side, v, sz in (('bid', b, q['bid_size']), ('ask', a, q['ask_size'])):
                    if v is not None and round(v, 8) not in vals:
                        errors.append('%s: %s %r not in the mail' % (tag, side, v))
                    if sz is not None and sz <= 0:
                        errors.append(tag + ': size not positive')
                    if v is None and sz is not None:
                        errors.append(tag + ': size on an absent side')
                if b is not None and a is not None:
                    if q['quote_type'] in ('price', 'upfront') and b > a:
                        errors.append(tag + ': crossed price')
                    # CDS running spreads are quoted protection bid / offer: bid below offer
                    if q['asset_class'] == 'cds' and q['quote_type'] == 'spread':
                        if b > a:
                            errors.append(tag + ': crossed CDS spread')
                    elif q['quote_type'] in ('yield', 'spread', 'z_spread', 'i_spread', 'dm') and b < a:
                        errors.append(tag + ': crossed %s' % q['quote_type'])
                    if b == a and q['quote_type'] not in ('talk', 'cover'):
                        errors.append(tag + ': locked market')
    for e in errors:
        print('FAIL', e)
    print('%d mails, %d quotes, %d problems' % (n_mail, n_q, len(errors)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
