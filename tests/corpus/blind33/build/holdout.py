"""HOLD-OUT half (even numbers) of blind33: siblings of the dev families, other dealers and details."""
import datetime as dt, random as _r
from common import *
import fam_a, fam_b, fam_c, fam_d

D = dt.date
SEED = 33

def base(num, slug, firm, domain, person, desk, phone, when, to, off=-5):
    user = person.lower().replace(' ', '_')
    return dict(half='holdout', num=num, slug=slug, firm=firm, email=f"{user}@{domain}",
                dealer=domain.split('.')[-2], person=person, desk=desk, phone=phone,
                date=dt.datetime(*when, tzinfo=tz(off)), to=to, seed=SEED * 1000 + 500 + num, v=1)

def specs():
    S = []
    sp = base(2, 'ust-run-64ths-text', 'Ashcombe Rates LLC', 'mail.ashcomberates.com', 'Kiera Dunphy', 'Treasuries',
              '+1 646 555 0302', (2026, 12, 14, 7, 3, 18), 'ust-run@ashcomberates.com')
    sp.update(title='ASHCOMBE UST  14DEC26  0703', subject='ASH UST OTR/WI/bills run',
              otr=[('2Y', 4.0, D(2028, 12, 15), 3.902, None), ('3Y', 3.875, D(2029, 12, 15), 3.944, None),
                   ('5Y', 3.875, D(2031, 11, 30), 4.031, 25), ('7Y', 4.0, D(2033, 11, 30), 4.178, None),
                   ('10Y', 4.25, D(2036, 11, 15), 4.352, None), ('30Y', 4.5, D(2056, 11, 15), 4.661, 10)],
              wi_head='WI - yield:', wi=[('UST 20Y WI', 4.705, 25), ('UST 2Y WI', 3.911, None)],
              wi_note='(auction 1:00pm)',
              bill_head='BILLS on disc rate, 200x200:', bill_size=200e6, offrun_size=25e6,
              bills=[(cusip('912797V6'), D(2027, 1, 21), 4.171), (cusip('912797W4'), D(2027, 3, 18), 4.128),
                     (cusip('912797X2'), D(2027, 12, 9), 3.962)],
              otr_head2='OLD 10s / LONG END, 25x25:',
              offruns=[(4.375, D(2034, 5, 15), 4.31), (4.0, D(2035, 2, 15), 4.34), (3.0, D(2048, 2, 15), 4.81)],
              closing='5s30s +63.0, 10y swap spread -44.75. Ashcombe desk 646 555 0302.')
    sp['otr'] = [o for o in sp['otr']]
    S.append((fam_a.ust_text, sp, '02-ust-run-64ths-text'))
    sp = base(4, 'agency-run-html', 'Tarrant Mills Securities', 'tarrantmills.com', 'Joss Whitcombe', 'Govt Agency Desk',
              '+1 212 555 0649', (2026, 12, 14, 8, 48, 2), 'agencies@tarrantmills.com')
    sp.update(subject='TM agency run - bullets + discos', greeting='Good morning, agency run below. Bullets 5x5, discos 50x50.',
              bullet_title='BULLETS - sprd to named UST (bp) / price, 5x5', bullet_size=5e6,
              bullet_cols=['CUSIP', 'Description', 'vs', 'Sprd B/A', 'Px Bid', 'Px Ask', 'Chg', 'Yrs'],
              bullets=[('FNMA', '3135G', 4.375, D(2030, 6, 26), 'T 4 05/30', 4.01, 8), ('FHLB', '3130B', 3.75, D(2029, 2, 28), 'T 3 3/4 11/29', 3.95, 7),
                       ('FHLMC', '3134H', 4.0, D(2031, 9, 12), 'T 3 7/8 11/31', 4.04, 13), ('FFCB', '3133E', 4.25, D(2028, 4, 18), 'T 3 7/8 11/28', 3.91, 5),
                       ('FHLB', '3130B', 4.625, D(2034, 12, 8), 'T 4 1/4 11/34', 4.30, 24)],
              between='FHLB discos good to 50MM; FFCB a little less on the long dates.',
              dn_title='DISCOUNT NOTES - disc rate, 50x50', dn_size=50e6,
              dn_cols=['Issuer', 'CUSIP', 'Maturity', 'Days', 'Disc Bid', 'Disc Ask', 'Px (ref)'],
              dns=[('FHLB', '313385', D(2027, 2, 10), 4.021), ('FHLB', '313385', D(2027, 5, 12), 3.978), ('FFCB', '313313', D(2027, 4, 1), 3.991)])
    S.append((fam_a.agency_html, sp, '04-agency-run-html'))
    sp = base(6, 'cmbs-run-three-page-pdf', 'Pembury Capital Markets', 'pemburycm.com', 'Rafael Quint', 'CMBS Secondary',
              '+1 212 555 0814', (2026, 12, 15, 10, 12, 0), 'cmbs@pemburycm.com')
    cols6 = [('Deal', '', 96, 'l'), ('Cls', '', 34, 'l'), ('Rating', '', 46, 'l'), ('Cpn', '', 38, 'r'), ('WAL', '', 34, 'r'),
             ('Factor', '', 44, 'r'), ('Prior', 'Close', 46, 'r'), ('Bid', '(T+)', 42, 'r'), ('Offer', '(T+)', 42, 'r'),
             ('Bid', 'Px', 44, 'r'), ('Offer', 'Px', 44, 'r'), ('LTV', '(%)', 34, 'r')]
    def fmt6(r):
        deal, cls, rtg, wal, fac, cpn, sb, s, pb, pa = r
        return [deal, cls, rtg, f"{cpn:.2f}", f"{wal:.1f}", f"{fac:.5f}", f"T+{s + 3}", f"{sb}", f"{s}", f"{pb:.3f}", f"{pa:.3f}", f"{52 + int(wal * 3)}.{int(fac * 9)}"]
    sp.update(subject='Pembury CMBS secondary run (pdf)', pdf_title='PEMBURY CMBS SECONDARY LEVELS',
              subtitle='Conduit classes vs interpolated UST (bp) and price. All sizes 3MM per side.', producer='Microsoft Reporting Services',
              cols=cols6, fmt_row=fmt6, per_page=8, size=3e6, sp_type='spread',
              deals=[('SWALE 2024-C28', [('A-5', 'AAA', 9.5, 1.0, 5.61, 104), ('A-S', 'AAA', 9.8, 1.0, 5.99, 138), ('B', 'AA-', 9.9, 1.0, 6.21, 183)]),
                     ('MARCHWOOD 2022-B35', [('A-4', 'AAA', 5.4, 1.0, 4.12, 121), ('AM', 'AA', 5.7, 1.0, 4.48, 176), ('C', 'A-', 5.8, 1.0, 4.91, 292)]),
                     ('OXNEY 2019-C51', [('A-SB', 'AAA', 1.9, 0.4187, 3.07, 96), ('A-4', 'AAA', 2.6, 1.0, 3.33, 118), ('A-S', 'AAA', 2.7, 1.0, 3.62, 171)]),
                     ('TELFORD 2025-C4', [('A-3', 'AAA', 9.4, 1.0, 5.41, 99), ('A-S', 'AAA', 9.7, 1.0, 5.77, 131), ('B', 'AA-', 9.8, 1.0, 6.02, 176),
                                          ('C', 'A-', 9.9, 1.0, 6.4, 246)])],
              ios=[('SWALE 2024-C28', 'X-A', 8.8, 6.70), ('MARCHWOOD 2022-B35', 'X-A', 4.9, 7.55), ('TELFORD 2025-C4', 'X-B', 9.1, 8.40)],
              io_title='INTEREST-ONLY - yield (%)', io_note='Yields at 0 CPY, 100 CPY shown on request. Px (ref) is our model.',
              footer='Pembury Capital Markets LLC. Not research. Prior Close column is yesterday\'s offer spread.',
              fname='Pembury_CMBS_1215.pdf', body='Hi,\n\nCMBS secondary run attached (3 pages).')
    S.append((fam_a.cmbs_pdf, sp, '06-cmbs-run-three-page-pdf'))
    sp = base(8, 'ust-govt-sheet-courier-pdf', 'Kingsclere Securities', 'kingsclere.com', 'Ben Aldous', 'Govt Desk',
              '+1 312 555 0461', (2026, 12, 15, 16, 5, 40), 'govt-sheet@kingsclere.com', off=-6)
    sp.update(subject='KS UST close sheet 12/15', pdf_title='KINGSCLERE UST CLOSE', size=10e6, style='digit',
              top=['KINGSCLERE SECURITIES - US TREASURY CLOSING LEVELS          15-DEC-26 15:05 CT',
                   '10MM PER SIDE. 3RD DIGIT = EIGHTHS OF A 32ND. CHG IN 32NDS VS PRIOR CLOSE.', ''],
              colhdr='CUSIP       ISSUE                  BID      OFFER     YLD B    YLD O      CHG    MDUR',
              rowfmt='{cu:11} {desc:20} {bid:>9} {ask:>9}  {yb:7.3f}  {ya:7.3f}  {chg:>7}  {dur:6.2f}',
              sections=[('SHORT END', [(cusip('91282CV5'), 4.25, D(2027, 12, 31), 3.91), (cusip('91282CW3'), 3.375, D(2028, 9, 15), 3.92),
                                        (cusip('91282CX1'), 4.5, D(2029, 5, 31), 3.96)]),
                        ('BELLY', [(cusip('91282CY9'), 3.625, D(2030, 10, 31), 4.02), (cusip('91282CZ6'), 4.0, D(2032, 6, 30), 4.12),
                                   (cusip('91282DA0'), 4.25, D(2034, 8, 15), 4.27)]),
                        ('LONG END', [(cusip('912810UE'), 4.5, D(2044, 11, 15), 4.73), (cusip('912810UF'), 4.75, D(2054, 11, 15), 4.68),
                                      (cusip('912810UG'), 3.875, D(2049, 5, 15), 4.77)])],
              bottom=['END OF REPORT   PAGE TOTAL 9 LINES', 'KINGSCLERE SECURITIES - MEMBER FINRA/SIPC - 312 555 0461'],
              fname='KS_UST_CLOSE_121526.pdf', body='Close sheet attached.')
    S.append((fam_a.ust_mono_pdf, sp, '08-ust-govt-sheet-courier-pdf'))
    sp = base(10, 'ssa-run-docx', 'Veldhoven Bank', 'veldhovenbank.com', 'Sanne de Wit', 'SSA Trading',
              '+31 20 555 0188', (2026, 12, 16, 8, 5, 0), 'ssa@veldhovenbank.com', off=1)
    def fmt10u(iss, isn, cpn, mat, sb, sa, pb, pa, bmky, rng):
        return [isn, f"{iss} {cpn:g} {mat.strftime('%m/%d/%y')}", f"+{sb}/+{sa}"[:0] + f"{sb}", f"{sa}", f"{pb:.3f}", f"{pa:.3f}", f"{rng.uniform(-2, 2):+.1f}"]
    def fmt10e(iss, isn, cpn, mat, sb, sa, pb, pa, bmky, rng):
        return [isn, f"{iss} {cpn:g} {mat.strftime('%m/%d/%y')}", f"{sb}", f"{sa}", f"{pb:.3f}", f"{pa:.3f}", f"{rng.uniform(-2, 2):+.1f}"]
    sp.update(subject='Veldhoven SSA levels 16-Dec', doc_title='VELDHOVEN BANK N.V. - SSA RUN - 16 DECEMBER 2026',
              intro='Indicative, Amsterdam open. Chg in bp vs Friday.',
              sections=[dict(title='SSA USD - spread to UST (bp) / price, USD 3MM per side', ccy='USD', qt='spread', size=3e6, fmt=fmt10u,
                             cols=['ISIN', 'Bond', 'Bid', 'Ask', 'Px Bid', 'Px Ask', 'Chg'],
                             rows=[('BALTIC INFRA BANK', 'XS', 4.375, D(2030, 2, 20), 22, 4.00), ('SOUTHERN CONE DEV', 'US', 4.0, D(2028, 11, 9), 15, 3.93),
                                   ('EUR INVEST CORP', 'XS', 4.625, D(2034, 1, 18), 33, 4.28), ('NORDIC RECON BANK', 'US', 3.875, D(2029, 7, 25), 17, 3.97)]),
                        dict(title='SSA EUR - spread to mid-swaps (bp) - EUR 5MM per side', ccy='EUR', qt='i_spread', size=5e6, fmt=fmt10e,
                             cols=['ISIN', 'Bond', 'MS Bid', 'MS Ask', 'Px Bid', 'Px Ask', 'Chg'],
                             rows=[('BALTIC INFRA BANK', 'XS', 2.625, D(2030, 9, 12), -11, 2.30), ('HANSA FOERDERBANK', 'DE', 2.75, D(2033, 3, 8), 4, 2.58),
                                   ('EUR INVEST CORP', 'XS', 3.125, D(2036, 10, 15), 9, 2.77), ('ALPINE REGIONS FUND', 'AT', 2.5, D(2029, 6, 22), -5, 2.21),
                                   ('SOUTHERN CONE DEV', 'XS', 3.0, D(2031, 12, 1), 14, 2.47)])],
              notes=['Benchmarks: 5y UST 4.03, 5y EUR swap 2.39. Prices clean.', 'Veldhoven Bank N.V. is supervised by DNB and the AFM.'],
              fname='Veldhoven_SSA_16122026.docx', body='Goedemorgen,\n\nSSA run in the attached Word file.')
    S.append((fam_b.ssa_docx, sp, '10-ssa-run-docx'))
    sp = base(12, 'cmo-offer-sheet-xlsx', 'Otterburn Partners', 'otterburnpartners.com', 'Lena Marsh', 'Agency CMO',
              '+1 415 555 0236', (2026, 12, 16, 9, 12, 10), 'cmo@otterburnpartners.com', off=-8)
    def fmt12(cu, deal, cls, typ, cpn, orig, fac, wal, cpr, sprd, px, avail):
        return [deal, cls, cu, typ, cpn, fac, wal, cpr, sprd if sprd is not None else None, to32(px, 'frac'), avail]
    sp.update(subject='Otterburn CMO offers (xlsx)', tab='CMO Offers',
              title_rows=['OTTERBURN PARTNERS - AGENCY CMO OFFERINGS - 12/16/2026', 'Offers only. Spread vs interpolated UST (bp).'],
              cols=['Deal', 'Tranche', 'CUSIP', 'Type', 'Cpn', 'Factor', 'WAL', '1M CPR', 'Offer Sprd', 'Offer Px', 'Curr Face (MM)'],
              cusip_pfx=lambda deal: '3137' if deal.startswith('FHR') else ('3136' if deal.startswith('FNR') else '38381'),
              fmt=fmt12, sprd_qt='spread', default_size=None, total=None,
              rows=[('FNR 2025-88', 'PB', 'PAC', 5.0, 90.0, 0.9011, 3.9, 6.6, 109, 99.8125, 10.0),
                    ('FHR 5355', 'AK', 'SEQ', 5.5, 110.0, 0.8432, 2.8, 9.5, 96, 100.90625, 18.0),
                    ('GNR 2025-66', 'PC', 'PAC', 4.5, 75.0, 0.7119, 6.6, 5.9, 141, 95.65625, 6.0),
                    ('FHR 5301', 'VA', 'VADM', 5.0, 30.0, 1.0, 5.2, 0.0, 104, 99.25, 4.5),
                    ('FNR 2024-55', 'CF', 'SUPP', 6.0, 40.0, 0.6678, 8.4, 17.8, 199, 100.25, 2.5),
                    ('GNR 2024-201', 'QA', 'SEQ', 5.5, 55.0, 0.8890, 3.3, 11.0, 115, 100.4375, 7.0)],
              notes=['Curr Face = amount offered. Subject to prior sale.', 'Otterburn Partners LP, 415 555 0236.'],
              fname='Otterburn_CMO_121626.xlsx', body='CMO offers attached.')
    S.append((fam_b.cmo_xlsx, sp, '12-cmo-offer-sheet-xlsx'))
    sp = base(14, 'egb-gilts-two-column-pdf', 'Saltash & Co', 'saltashco.com', 'Imogen Pryce', 'Rates Europe',
              '+44 20 7946 0519', (2026, 12, 17, 7, 30, 0), 'rates-europe@saltashco.com', off=0)
    sp.update(subject='Saltash govvies 17/12', pdf_title='SALTASH & CO - GOVERNMENT BONDS',
              subtitle='Prices clean, yields annual (gilts semi-annual). Change in bp. 07:30 London.',
              hdrs=['Px Bid', 'Px Ask', 'Yield B', 'Yield A', 'bp'], hx=[120, 152, 184, 216, 246],
              name=lambda t, c, m: f"{t} {c:g} {m.strftime('%b-%y')}" if False else f"{t} {frac_coupon(c)} {m.strftime('%d %b %Y')}",
              vals=lambda pb, pa, yb, ya, chg: [f"{pb:.2f}", f"{pa:.2f}", f"{yb:.3f}", f"{ya:.3f}", f"{chg:+.1f}"],
              sizes={'UKT': 5e6, 'DBR': 20e6, 'FRTR': 20e6, 'SPGB': 10e6},
              columns=[('UK GILTS - GBP 5mm', 'UKT', 2, [(4.0, D(2030, 1, 22), 3.97), (4.625, D(2035, 1, 31), 4.36), (4.25, D(2049, 12, 7), 4.97)]),
                       ('GERMANY - EUR 20mm', 'DBR', 1, [(2.4, D(2030, 10, 18), 2.19), (2.5, D(2035, 8, 15), 2.61), (2.5, D(2046, 8, 15), 2.98), (1.8, D(2053, 8, 15), 3.04)]),
                       ('FRANCE - EUR 20mm', 'FRTR', 1, [(3.5, D(2033, 11, 25), 3.12), (3.0, D(2049, 6, 25), 3.99)]),
                       ('SPAIN - EUR 10mm', 'SPGB', 1, [(3.15, D(2033, 4, 30), 3.02), (3.45, D(2043, 7, 30), 3.71), (2.7, D(2030, 10, 31), 2.51)])],
              foot=['10y Bund 2.61, 10y OAT-Bund 52bp. Change column in basis points.', 'Saltash & Co LLP, authorised and regulated by the FCA.'],
              fname='Saltash_govvies_20261217.pdf', body='Govvies run attached.')
    S.append((fam_b.euro_govt_pdf, sp, '14-egb-gilts-two-column-pdf'))
    sp = base(16, 'ig-frn-axes-text', 'Dunsford Securities', 'dunsfordsec.com', 'Callum Reyes', 'Credit Desk',
              '+1 212 555 0708', (2026, 12, 17, 8, 40, 33), 'credit@dunsfordsec.com')
    sp.update(subject='DUN IG/FRN axes 12/17', open='IG axes this morning - spreads vs OTR (bp), px in brackets after.',
              ig_head='IG cash, 3MM per side unless noted', ig_size=3, px_dp=2,
              cfmt=lambda c: f"{c:.3f}", mfmt=lambda m: m.strftime('%m/%d/%Y'), mkey=iso,
              igline=lambda name, sb, s, pb, pa, szt, rng: f"- {name}: +{sb} / +{s} | px {pb:.2f} / {pa:.2f}{szt} (was +{sb + 4} / +{s + 4} Friday)",
              ig=[('ABERLOUR CHEM', 5.4, D(2035, 4, 1), 139, None), ('TARNBROOK UTIL', 4.85, D(2032, 10, 15), 92, 5),
                  ('GARTHWAITE BANCORP', 5.05, D(2030, 7, 23), 86, None), ('SELKIRK INSURANCE', 5.625, D(2045, 1, 15), 151, None),
                  ('BRAMPTON RETAIL', 4.7, D(2029, 3, 1), 78, 2)],
              frn_head='Floaters, DM over SOFR (bp), 5MM per side:', frn_size=5e6,
              frnline=lambda iss, idx, mat, dmb, dm, pb, pa, cid, rng: f"{iss} {idx} {mat.strftime('%b-%y')} FRN  {cid}  DM {dmb} / {dm} ({pb:.2f} / {pa:.2f})"[:0] + f"{iss} {idx} FRN {mat.strftime('%b-%y')}  {cid}  DM {dmb} / {dm}   px {pb:.2f} / {pa:.2f}",
              frn=[('GARTHWAITE BANCORP', 'SOFR+88', D(2028, 7, 23), 79, cusip('36679TAD')), ('LOCHAVEN BANK', 'SOFR+112', D(2029, 1, 9), 101, cusip('53944WAB')),
                   ('PRESCOT FINANCE', 'SOFR+130', D(2027, 9, 30), 117, cusip('74088PAE')), ('HALLAM CREDIT', 'SOFR+76', D(2028, 3, 2), 70, cusip('40621KAA'))],
              close=['Last traded: TARNBROOK 32s +94 in 2mm yesterday. Bench 10y 4.35.', 'Dunsford Securities LLC - 212 555 0708.'])
    S.append((fam_b.ig_text, sp, '16-ig-frn-axes-text'))
    sp = base(18, 'tips-bills-html-history', 'Hexworth Capital', 'hexworthcap.com', 'Dana Whitlock', 'Rates Sales',
              '+1 617 555 0391', (2026, 12, 18, 9, 15, 1), 'linkers@hexworthcap.com')
    sp.update(subject='RE: TIPS / bills levels', greeting='Updated levels below - TIPS on real yield, bills on disc rate.',
              tips_title='TIPS (real yld %), 5x5', tips_size=5e6, tips_cols=['CUSIP', 'Issue', 'Bid', 'Ask', 'Mid Px (ref)', 'Chg bp', 'BE'],
              tips_fmt=lambda cu, cpn, mat, rb, ra, px, bei, chg: [cu, f"TII {cpn:.3f} {mat.strftime('%m/%d/%Y')}", f"{rb:.3f}", f"{ra:.3f}", f"{px:.2f}", chg, f"{bei:.2f}"],
              tips=[('91282C', 2.25, D(2035, 7, 15), 2.071), ('91282C', 1.75, D(2030, 1, 15), 1.655), ('91282C', 2.0, D(2032, 7, 15), 1.913),
                    ('912810', 2.125, D(2055, 2, 15), 2.512), ('91282C', 1.5, D(2028, 4, 15), 1.418), ('912810', 2.5, D(2044, 2, 15), 2.455)],
              mid_note='Mid Px is for reference only.',
              bill_title='T-BILLS (discount rate), 100x100', bill_size=100e6, bill_cols=['CUSIP', 'Maturity', 'Days', 'Bid', 'Ask', 'BEY', 'Chg bp'],
              bills=[('912797', D(2027, 1, 12), 4.165), ('912797', D(2027, 3, 16), 4.127), ('912797', D(2027, 6, 15), 4.052)],
              after=['All levels good until the 10:30 data.'],
              history=('Dana Whitlock', 'Friday, December 18, 2026 7:40 AM', ['Early levels: TIPS 35s 2.092 / 2.075, bills Jan 4.180 / 4.170 - will update.']))
    S.append((fam_c.tips_html, sp, '18-tips-bills-html-history'))
    sp = base(20, 'abs-clo-unordered-pdf', 'Morland Vale Securities', 'morlandvale.com', 'Isaac Brennan', 'Securitized Trading',
              '+1 212 555 0972', (2026, 12, 18, 11, 30, 0), 'sec-run@morlandvale.com')
    sp.update(subject='MVS ABS run 12/18', pdf_title='MORLAND VALE SECURITIES ABS RUN', size=3e6,
              subtitle='Fixed-rate classes vs I-curve (bp), floaters DM (bp). 3MM per side unless noted.',
              cols=[('Deal', 118), ('Class', 38), ('Rating', 48), ('WAL', 36), ('Sprd/DM Bid', 58), ('Sprd/DM Ofr', 58), ('B x O', 40), ('Cpn/Mgn', 52)],
              fmt=lambda deal, cls, rtg, wal, sb, s, sz, qt, rng: [deal, cls, rtg, f"{wal:.1f}", f"{sb}", f"{s}", f"{sz}x{sz}" if sz else '', f"{rng.choice([4.72, 5.05, 5.31]):.2f}" if qt != 'dm' else f"S+{s + 12}"],
              sections=[('PRIME AUTO', [('ELSWICK AUTO 2026-1', 'A3', 'AAA', 1.7, 36, None), ('ELSWICK AUTO 2026-1', 'A4', 'AAA', 2.9, 45, 5),
                                        ('FERNHILL AUTO LEASE 2025-B', 'A3', 'AAA', 1.3, 41, None)], 'i_spread'),
                        ('SUBPRIME AUTO', [('CARNWATH CREDIT 2026-2', 'C', 'A', 1.9, 128, None), ('CARNWATH CREDIT 2026-2', 'D', 'BBB', 2.6, 171, 2)], 'i_spread'),
                        ('FLOATERS', [('OXBRIDGE SL 2025-A', 'A1B', 'AAA', 4.1, 88, None), ('RIDLEY CARD 2024-3', 'A', 'AAA', 2.2, 31, 10)], 'dm')],
              notes=['I-curve = SOFR swap curve. Cpn/Mgn: fixed coupon or margin over 30d SOFR.', 'MVS - not an offer to sell or a solicitation. 1 of 1'],
              fname='MVS_ABS_121826.pdf', body='ABS run attached. Elswick A4 axed offer.')
    S.append((fam_c.abs_pdf, sp, '20-abs-clo-unordered-pdf'))
    sp = base(22, 'callables-offer-docx', 'Culverden Financial', 'culverdenfin.com', 'Mei Tanaka', 'Callable Agencies',
              '+1 704 555 0825', (2026, 12, 21, 9, 40, 44), 'callables@culverdenfin.com')
    sp.update(subject='Culverden callable offerings', doc_title='CULVERDEN FINANCIAL - CALLABLE AGENCY OFFERINGS 12/21/2026',
              intro=['All levels are offerings, subject to prior sale. YTW is the lower of YTC and YTM.', 'Call price 100 unless noted.'],
              cols=['Issuer', 'CUSIP', 'Cpn', 'Mat', 'Call Date', 'Type', 'Qty (MM)', 'Price', 'YTC', 'YTM', 'YTW'],
              fmt=lambda cu, iss, cpn, mat, call, ctype, px, ytm, ytc, ytw, av: [iss, cu, f"{cpn:.2f}", mat.strftime('%m/%d/%y'), call.strftime('%m/%d/%y'), ctype, f"{av:g}", f"{px}", f"{ytc:.3f}", f"{ytm:.3f}", f"{ytw:.3f}"],
              rows=[('FHLB', '3130B', 5.1, D(2033, 12, 28), D(2027, 6, 28), '1x', 100.25, 4), ('FHLMC', '3134H', 5.35, D(2038, 12, 20), D(2027, 12, 20), 'Qtrly', 99.625, 6),
                    ('FFCB', '3133E', 4.8, D(2030, 12, 16), D(2027, 3, 16), 'Cont', 100.0625, 2), ('FNMA', '3136G', 5.0, D(2032, 1, 26), D(2027, 1, 26), 'Qtrly', 99.875, 5),
                    ('FHLB', '3130B', 4.65, D(2029, 6, 21), D(2027, 6, 21), 'Berm', 100.5, 3)],
              notes=['Qty in millions of face. Culverden Financial LLC, member FINRA.'],
              fname='Culverden_callables_122126.docx', body='Today\'s callable offerings attached.')
    S.append((fam_c.callable_docx, sp, '22-callables-offer-docx'))
    sp = base(24, 'ust-sheet-xlsx-helpers', 'Sandridge Rates', 'sandridgerates.com', 'Theo Ansel', 'UST Trading',
              '+1 212 555 0547', (2026, 12, 21, 15, 5, 0), 'ust@sandridgerates.com')
    sp.update(subject='Sandridge UST run (xlsx) 12/21', tab='Run 1500', size=25e6,
              title_rows=['SANDRIDGE RATES UST RUN', 'UST run - 25x25'],
              cols=['Bench', 'CUSIP', 'Coupon', 'Maturity', 'Bid Px', '_b', 'Ask Px', '_a', 'Bid Yld', 'Ask Yld', 'Chg', 'Conv'],
              fmt=lambda lab, cu, cpn, mat, bid, ask, yb, ya, rng: [lab, cu, cpn, mat, to32(bid, 'plus'), bid, to32(ask, 'plus'), ask, yb / 100, ya / 100, rng.choice(['+0-01', '-0-02+', '+0-03']), round(rng.uniform(0.1, 3.5), 2)],
              sections=[(None, [('2s', '91282C', 4.0, D(2028, 12, 15), 3.894), ('3s', '91282C', 3.875, D(2029, 12, 15), 3.935),
                                ('5s', '91282C', 3.875, D(2031, 11, 30), 4.022), ('7s', '91282C', 4.0, D(2033, 11, 30), 4.171),
                                ('10s', '91282C', 4.25, D(2036, 11, 15), 4.346), ('20s', '912810', 4.625, D(2046, 11, 15), 4.689),
                                ('30s', '912810', 4.5, D(2056, 11, 15), 4.652)])],
              notes=['Chg in 32nds. Conv = convexity. Hidden columns are our decimal helpers.'],
              fname='Sandridge_UST_122126.xlsx', body='Close run attached.')
    S.append((fam_c.ust_xlsx, sp, '24-ust-sheet-xlsx-helpers'))
    sp = base(26, 'nonagency-offerings-cover-pdf', 'Bellhurst Advisors', 'bellhurst.com', 'Ana Ferreira', 'Residential Credit',
              '+1 203 555 0146', (2026, 12, 22, 10, 20, 5), 'resi@bellhurst.com')
    rr = _r.Random(2626)
    rows26 = []
    for deal, cls, orig, fac, wal, ce, dq, sprd, px, sz in [
            ('WYCHWOOD 2025-NQM6', 'A1', 280.0, 0.8702, 2.7, 27.1, 2.8, 138, 100.5, 5.0), ('WYCHWOOD 2025-NQM6', 'A3', 30.5, 1.0, 4.1, 14.2, 2.8, 191, 99.375, 2.0),
            ('FOXGLOVE CRT 2024-DNA3', 'M1B', 90.0, 0.9311, 3.8, 2.9, 0.5, 175, 100.875, 4.0), ('FOXGLOVE CRT 2024-DNA3', 'M2', 60.0, 1.0, 5.1, 1.7, 0.5, 265, 101.75, 3.0),
            ('PADSTOW JUMBO 2025-3', 'A4', 150.0, 0.7021, 3.0, 8.8, 0.1, 128, 98.25, 8.0), ('KEYHAVEN HELOC 2026-1', 'A', 210.0, 0.9807, 2.2, 30.4, 1.1, 156, 100.125, 6.0),
            ('KEYHAVEN HELOC 2026-1', 'B', 18.0, 1.0, 3.9, 16.0, 1.1, 268, 98.5, 1.0)]:
        cu = rand_cusip(rr, rr.choice(['952', '344', '69512', '493']))
        vals = [deal, cls, cu, f"{orig:.1f}", f"{fac:.4f}", f"{wal:.1f}", f"{ce:.1f}", f"{dq:.1f}", f"{sprd}", f"{px:.3f}", f"{sz:g}"]
        rows26.append((cu, deal, cls, vals, sprd, px, sz * 1e6, None))
    sp.update(subject='Bellhurst resi credit offerings 12/22', pdf_title='Bellhurst Advisors - Residential Credit Offerings',
              cover=['Residential Credit', 'Secondary Offerings', '22 December 2026'],
              cover_disc='Bellhurst Advisors LLC. For qualified institutional buyers only.',
              table_title='OFFERINGS (spread to UST, bp / price)', per_page=4, sprd_qt='spread',
              cols=[('Deal', 112), ('Class', 34), ('CUSIP', 58), ('Orig|Bal ($MM)', 50), ('Factor', 44), ('WAL¹', 34), ('CE %²', 34), ('DQ|60+', 34), ('Offer|Spread', 44), ('Offer|Price', 44), ('Size|(MM)', 38)],
              rows=rows26,
              footnotes=['¹ At 10 CPR / 1 CDR / 35 severity.', '² Current credit enhancement.', 'Offerings only; subject to prior sale and change.'],
              fname='Bellhurst_resi_offerings_122226.pdf', body='Offerings attached (cover + 2 pages).')
    S.append((fam_d.rmbs_pdf, sp, '26-nonagency-offerings-cover-pdf'))
    sp = base(28, 'cmbs-run-xlsx', 'Tolland Brothers', 'tollandbros.com', 'Greta Hahn', 'CMBS Desk',
              '+1 212 555 0623', (2026, 12, 22, 14, 10, 0), 'cmbs@tollandbros.com')
    def fmt28(row, rng):
        deal, cls, rtg, wal, fac, meas, lvl, pxl, sz = row
        key = f"{deal} {cls}"
        szv = sz * 1e6 if sz else 2e6
        if meas in ('S+', 'T+'):
            b = lvl + rng.choice([6, 8, 10]); a = lvl; pb = pxl; pa = pxl + 0.25
            qt = 'i_spread' if meas == 'S+' else 'spread'
            return [deal, cls, rtg, wal, fac, meas, b, a, pb, pa, sz], [(key, qt, b, a, szv), (key, 'price', pb, pa, szv)]
        if meas == 'DM':
            b = lvl + rng.choice([10, 12, 15]); a = lvl
            return [deal, cls, rtg, wal, fac, 'DM', b, a, None, None, sz], [(key, 'dm', b, a, szv)]
        b = lvl; a = round(lvl - 0.2, 2)
        return [deal, cls, rtg, wal, fac, 'Yld', b, a, None, None, sz], [(key, 'yield', b, a, szv)]
    sp.update(subject='Tolland CMBS run', tab='Run',
              title_rows=['TOLLAND BROTHERS - CMBS RUN 12/22/2026', '2MM per side unless noted.'],
              cols=['Deal', 'Class', 'Rating', 'WAL', 'Factor', 'Unit', 'Bid', 'Ask', 'Px Bid', 'Px Ask', 'Size (MM)'],
              fmt=fmt28,
              sections=[('CONDUIT (swaps)', [('SWALE 2024-C28', 'A-5', 'AAA', 9.5, 1.0, 'S+', 97, 99.5, None), ('SWALE 2024-C28', 'A-S', 'AAA', 9.8, 1.0, 'S+', 131, 97.75, 5),
                                             ('TELFORD 2025-C4', 'AM', 'AA', 9.7, 1.0, 'S+', 159, 98.25, None), ('TELFORD 2025-C4', 'X-A', 'AAA', 9.0, 0.9875, 'Yld', 6.95, None, None)]),
                        ('LEGACY CONDUIT (UST)', [('OXNEY 2019-C51', 'A-4', 'AAA', 2.6, 1.0, 'T+', 116, 97.125, None), ('OXNEY 2019-C51', 'A-S', 'AAA', 2.7, 1.0, 'T+', 168, 95.5, 3)]),
                        ('SASB', [('HARBOURGATE 2025-HTL', 'A', 'AAA', 2.4, 1.0, 'DM', 141, None, None), ('HARBOURGATE 2025-HTL', 'C', 'A-', 2.4, 1.0, 'DM', 236, None, None),
                                  ('KESWICK 2026-IND', 'B', 'AA-', 1.9, 1.0, 'DM', 168, None, 4)])],
              notes=['Unit column: S+ = spread to SOFR swaps, T+ = spread to UST, DM = discount margin, Yld = yield %.', 'Tolland Brothers - for institutional use only.'],
              fname='Tolland_CMBS_run_122226.xlsx', body='Run attached.')
    S.append((fam_d.cmbs_xlsx, sp, '28-cmbs-run-xlsx'))
    sp = base(30, 'frn-ig-shaded-pdf', 'Wyresdale Bank', 'wyresdalebank.com', 'Piers Calloway', 'Flow Credit',
              '+44 20 7946 0640', (2026, 12, 23, 8, 15, 0), 'flow-credit@wyresdalebank.com', off=0)
    r30 = _r.Random(3030)
    def frn30(row, rng):
        iss, cc, margin, mat, dm, sz = row
        isn = rand_isin(r30, cc)
        b = dm + rng.choice([4, 5, 6]); pb = round(100 + (margin - dm) * 0.022, 3); pa = round(pb + 0.06, 3)
        sze = sz * 1e6 if sz else 2e6
        return ([isn, iss, mat.strftime('%m/%d/%y'), f"SOFR + {margin}", f"{b}", f"{dm}", f"{pb:.3f}", f"{pa:.3f}", f"{sz}" if sz else ''],
                [(isn, 'corporate', 'dm', b, dm, sze), (isn, 'corporate', 'price', pb, pa, sze)])
    def ig30(row, rng):
        iss, cc, cpn, mat, s, sz = row
        isn = rand_isin(r30, cc)
        b = s + rng.choice([4, 6, 7]); pb = round(rng.uniform(97, 102.5), 3); pa = round(pb + 0.25, 3)
        sze = sz * 1e6 if sz else 2e6
        return ([isn, iss, mat.strftime('%m/%d/%y'), f"{cpn:.2f}%", f"{b}", f"{s}", f"{pb:.3f}", f"{pa:.3f}", f"{sz}" if sz else ''],
                [(isn, 'corporate', 'spread', b, s, sze), (isn, 'corporate', 'price', pb, pa, sze)])
    colsw = [('ISIN', 78), ('Issuer', 112), ('Maturity', 50), ('Coupon', 62), ('Bid', 40), ('Offer', 40), ('Px Bid', 46), ('Px Offer', 46), ('Size (MM)', 44)]
    sp.update(subject='Wyresdale flow credit 23-Dec', pdf_title='WYRESDALE BANK - FLOW CREDIT',
              subtitle='2MM per side unless a size is shown. Floaters in DM (bp), fixed in spread to UST (bp).',
              tables=[dict(title='FRNs - DM (bp)', fmt=frn30, cols=colsw,
                           rows=[('CASTLEMORE BANK', 'XS', 85, D(2029, 5, 14), 80, None), ('GREYSTEEL FINANCE', 'US', 110, D(2028, 2, 2), 104, 5),
                                 ('NEWBIGGIN BS', 'XS', 70, D(2030, 9, 3), 66, None), ('TROUTBECK CAPITAL', 'US', 140, D(2027, 12, 10), 129, None)]),
                      dict(title='FIXED - spread to UST (bp)', fmt=ig30, cols=colsw,
                           rows=[('ALDERLEY FOODS', 'US', 4.9, D(2031, 3, 15), 84, None), ('BRANTHWAITE POWER', 'US', 5.35, D(2036, 1, 15), 121, 3),
                                 ('CORSTON AEROSPACE', 'US', 5.1, D(2033, 6, 1), 108, None), ('GLENRIDDING REIT', 'US', 5.8, D(2030, 10, 1), 163, None),
                                 ('MUNGRISDALE TECH', 'US', 4.6, D(2029, 8, 15), 62, 5)])],
              notes=['Size in MM per side. Coupon for FRNs is the quoted margin.', 'Wyresdale Bank plc. Indicative only.'],
              fname='Wyresdale_flow_23Dec26.pdf', body='Flow credit run attached.')
    S.append((fam_d.frn_pdf, sp, '30-frn-ig-shaded-pdf'))
    sp = base(32, 'agency-docx-fat-finger', 'Ebbsfleet Securities', 'ebbsfleetsec.com', 'Ruth Okonkwo', 'Agency Trading',
              '+1 212 555 0156', (2026, 12, 23, 10, 45, 19), 'agency@ebbsfleetsec.com')
    r32 = _r.Random(3232)
    def bullet32(row, rng, settle):
        iss, cpn, mat, bmk, bmky, s = row
        cu = rand_cusip(r32, {'FHLB': '3130B', 'FNMA': '3135G', 'FHLMC': '3134H', 'FFCB': '3133E'}[iss])
        b = s + rng.choice([2, 3, 4]); pb = round(bond_price(cpn, bmky + b / 100, settle, mat) * 128) / 128; pa = pb + 4 / 128
        return ([cu, f"{iss} {frac_coupon(cpn)} {mdy(mat)}", bmk, f"{b}", f"{s}", to32(pb), to32(pa)], [(cu, 'spread', b, s), (cu, 'price', pb, pa)])
    def dn32(row, rng, settle):
        iss, pfx, mat, r = row
        cu = rand_cusip(r32, pfx); a = round(r - 0.025, 3)
        return ([cu, iss, mdy(mat), f"{(mat - settle).days}", f"{r:.3f}", f"{a:.3f}"], [(cu, 'yield', r, a)])
    sp.update(subject='Ebbsfleet agency run 12/23', doc_title='EBBSFLEET SECURITIES AGENCY RUN 12/23/26',
              sizes_line='Sizes: bullets 5MM, discount notes 20MM', sizes={'bullet': 5e6, 'dn': 20e6},
              fix_index=3, px_cols=(5, 6),
              corr_fmt=lambda row, b, a, bb, ba: f"Fat finger - px on the {row[0]} {frac_coupon(row[1])} {row[2].strftime('%m/%y')} should read {b} / {a}, not {bb} / {ba} as above.",
              fmt={'bullet': bullet32, 'dn': dn32},
              tables=[('DISCOUNT NOTES - discount rate', ['CUSIP', 'Issuer', 'Maturity', 'Days', 'Bid', 'Ask'],
                       [('FHLB DN', '313385', D(2027, 2, 24), 4.028), ('FHLB DN', '313385', D(2027, 6, 9), 3.961), ('FHLMC DN', '313397', D(2027, 3, 31), 4.003),
                        ('FFCB DN', '313313', D(2027, 1, 13), 4.047)], 'dn'),
                      ('BULLETS - spread to named UST (bp) / price', ['CUSIP', 'Bond', 'Bmk', 'Sprd Bid', 'Sprd Ask', 'Px Bid', 'Px Ask'],
                       [('FHLB', 4.0, D(2029, 6, 14), 'T 3 3/4 11/29', 3.95, 9), ('FNMA', 4.5, D(2032, 3, 19), 'T 4 3/8 01/32', 4.10, 17),
                        ('FFCB', 4.25, D(2030, 11, 20), 'T 4 05/30', 4.00, 12), ('FHLMC', 4.125, D(2031, 7, 25), 'T 3 7/8 11/31', 4.04, 14)], 'bullet')],
              notes=['Spreads in bp to the named UST. Ebbsfleet Securities LLC, member FINRA/SIPC.'],
              fname='Ebbsfleet_agency_122326.docx', body='Run attached.')
    S.append((fam_d.agency_docx, sp, '32-agency-docx-fat-finger'))
    return S
