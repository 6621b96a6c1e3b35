"""DEV half (odd numbers) of blind33: the layouts a parser may be tuned on."""
import datetime as dt
from common import *
import fam_a, fam_b, fam_c, fam_d

D = dt.date
SEED = 33

def base(num, slug, firm, domain, person, desk, phone, when, to, off=-5):
    user = person.lower().replace(' ', '.')
    return dict(half='dev', num=num, slug=slug, firm=firm, email=f"{user}@{domain}",
                dealer=domain.split('.')[-2], person=person, desk=desk, phone=phone,
                date=dt.datetime(*when, tzinfo=tz(off)), to=to, seed=SEED * 1000 + num, v=0)

def specs():
    S = []
    # 01 UST run in a text body
    sp = base(1, 'ust-otr-run-32nds', 'Harrowgate Securities LLC', 'rates.harrowgatesec.com', 'Dominic Vere',
              'UST Trading', '+1 212 555 0184', (2026, 12, 1, 7, 12, 44), 'rates-clients@lists.harrowgatesec.com')
    sp.update(title='HARROWGATE UST RUN  01-Dec-26 07:12 NY', subject='HGS UST run - OTR / WI / bills',
              otr=[('2s', 3.875, D(2028, 11, 30), 3.941, None), ('3s', 3.75, D(2029, 11, 15), 3.972, None),
                   ('5s', 3.875, D(2031, 11, 30), 4.063, None), ('7s', 4.0, D(2033, 11, 30), 4.207, 25),
                   ('10s', 4.25, D(2036, 11, 15), 4.381, None), ('20s', 4.625, D(2046, 11, 15), 4.722, 10),
                   ('30s', 4.5, D(2056, 11, 15), 4.688, 10)],
              wi_head='WHEN ISSUED (yld):', wi=[('UST 10Y WI', 4.392, None), ('UST 3Y WI', 3.985, None)],
              wi_note='auction Tue 1pm; tail watch',
              bill_head='BILLS - disc rate, 100x100:', bill_size=100e6, offrun_size=10e6,
              bills=[(cusip('912797S4'), D(2027, 1, 14), 4.185), (cusip('912797T2'), D(2027, 3, 4), 4.142),
                     (cusip('912797U8'), D(2027, 6, 3), 4.051)],
              otr_head2='OFF-THE-RUNS, 10x10:',
              offruns=[(2.625, D(2029, 2, 15), 3.99), (1.25, D(2031, 8, 15), 4.09), (3.375, D(2033, 5, 15), 4.24),
                       (2.875, D(2044, 5, 15), 4.79)],
              closing='2s10s +44.0 (+0.6), 5s30s +62.5. Curve steeper on supply. Call 212 555 0184 to trade.')
    S.append((fam_a.ust_text, sp, '01-ust-otr-run-32nds'))
    # 03 agency bullets + DNs, Outlook HTML
    sp = base(3, 'agency-bullets-dn-html', 'Quillon Markets', 'quillonmkts.com', 'Priya Anand', 'Agency & SSA Trading',
              '+1 646 555 0121', (2026, 12, 1, 8, 3, 9), 'agency-run@quillonmkts.com')
    sp.update(subject='Quillon agency bullets / DNs 12/1', greeting='Morning - agency axes and DN levels below.',
              bullet_title='Agency bullets - spread to named UST, 10x10', bullet_size=10e6,
              bullet_cols=['Issuer', 'CUSIP', 'Cpn', 'Maturity', 'Bmk', 'Sprd Bid', 'Sprd Ask', 'Px Bid', 'Px Ask', 'Bmk Yld', 'Chg'],
              bullets=[('FHLB', '3130B', 4.125, D(2029, 3, 15), 'T 3 3/4 11/29', 3.972, 9),
                       ('FHLB', '3130B', 4.5, D(2031, 6, 13), 'T 3 7/8 11/31', 4.063, 14),
                       ('FNMA', '3135G', 4.0, D(2028, 10, 19), 'T 3 7/8 11/28', 3.941, 6),
                       ('FHLMC', '3134H', 4.25, D(2030, 1, 22), 'T 3 3/4 11/29', 3.972, 11),
                       ('FFCB', '3133E', 3.875, D(2029, 9, 25), 'T 3 3/4 11/29', 3.972, 10),
                       ('FFCB', '3133E', 4.625, D(2033, 4, 11), 'T 4 11/33', 4.207, 19)],
              between='Discount notes below on discount rate; FHLB DN 25x25, happy to work bigger.',
              dn_title='Discount notes (disc rate), 25x25', dn_size=25e6,
              dn_cols=['Issuer', 'CUSIP', 'Maturity', 'Days', 'Bid', 'Ask', 'Px (ref)'],
              dns=[('FHLB', '313385', D(2027, 1, 20), 4.035), ('FHLB', '313385', D(2027, 3, 3), 4.012),
                   ('FFCB', '313313', D(2027, 2, 17), 4.021), ('FHLMC', '313397', D(2027, 5, 26), 3.968)])
    S.append((fam_a.agency_html, sp, '03-agency-bullets-dn-html'))
    # 05 CMBS conduit ruled pdf, header repeated on page 2
    sp = base(5, 'cmbs-conduit-run-pdf', 'Brindlecombe Capital', 'brindlecombe.com', 'Hollis Mbeki', 'CMBS Trading',
              '+1 212 555 0417', (2026, 12, 2, 9, 41, 0), 'cmbs-run@brindlecombe.com')
    cols5 = [('Deal', '', 98, 'l'), ('Class', '', 38, 'l'), ('Rtg', '(M/S)', 46, 'l'), ('WAL', '(yrs)', 36, 'r'),
             ('Factor', '', 46, 'r'), ('Cpn', '', 38, 'r'), ('Sprd Bid', '(S+)', 48, 'r'), ('Sprd Ofr', '(S+)', 48, 'r'),
             ('Px Bid', '', 44, 'r'), ('Px Ofr', '', 44, 'r'), ('Chg', '(bp)', 34, 'r'), ('Bmk Swap', '(%)', 46, 'r')]
    def fmt5(r):
        deal, cls, rtg, wal, fac, cpn, sb, s, pb, pa = r
        return [deal, cls, rtg, f"{wal:.2f}", f"{fac:.4f}", f"{cpn:.3f}", f"S+{sb}", f"S+{s}", f"{pb:.3f}", f"{pa:.3f}",
                ['+2', '-1', '0', '+3', '-4'][int(wal * 10) % 5], f"{3.62 + wal / 100:.3f}"]
    sp.update(subject='BRC CMBS conduit run 12/2 - spreads to swaps', pdf_title='Brindlecombe CMBS Conduit Run',
              subtitle='Secondary conduit levels, spreads to SOFR swaps (bp). 5MM per side unless noted.', producer='Crystal Reports',
              cols=cols5, fmt_row=fmt5, per_page=12, size=5e6, sp_type='i_spread',
              deals=[('BRKM 2024-C14', [('A-4', 'Aaa/AAA', 9.1, 1.0, 5.512, 96), ('A-5', 'Aaa/AAA', 9.6, 1.0, 5.718, 99),
                                          ('A-S', 'Aa1/AAA', 9.8, 1.0, 6.021, 132), ('B', 'NR/AA-', 9.9, 1.0, 6.305, 171),
                                          ('C', 'NR/A-', 9.9, 1.0, 6.51, 238)]),
                     ('HLWD 2023-B41', [('A-3', 'Aaa/AAA', 8.4, 1.0, 5.221, 101), ('AM', 'Aa2/AA', 9.0, 1.0, 5.69, 141),
                                          ('B', 'A2/A', 9.2, 1.0, 5.95, 199)]),
                     ('CRSW 2021-C9', [('A-SB', 'Aaa/AAA', 3.4, 0.7412, 2.66, 88), ('A-4', 'Aaa/AAA', 5.6, 1.0, 2.874, 112),
                                         ('A-S', 'Aa2/AAA', 5.9, 1.0, 3.172, 161), ('B', 'NR/AA-', 6.0, 1.0, 3.421, 214)]),
                     ('FNTL 2025-C33', [('A-5', 'Aaa/AAA', 9.7, 1.0, 5.299, 94), ('A-S', 'Aa1/AAA', 9.9, 1.0, 5.642, 127),
                                         ('C', 'NR/A-', 9.9, 1.0, 6.18, 226)])],
              ios=[('BRKM 2024-C14', 'X-A', 8.6, 6.85), ('HLWD 2023-B41', 'X-A', 7.9, 7.10), ('CRSW 2021-C9', 'X-B', 5.4, 8.25)],
              io_title='IO classes - on yield (%), 5MM notional', io_note='IO yields at 100 CPY. Px (ref) is the model price, not a market.',
              footer='Brindlecombe Capital - for institutional investors only. Spreads to SOFR swaps; WAL at 0 CPR.',
              fname='BRC_CMBS_run_20261202.pdf',
              body='All,\n\nCMBS conduit run attached - 2 pages. Bonds we own are in the last column of our axe sheet, ask for it.\nSeasoned paper a touch wider on the week.')
    S.append((fam_a.cmbs_pdf, sp, '05-cmbs-conduit-run-pdf'))
    # 07 UST monospace pdf
    sp = base(7, 'ust-cusip-sheet-courier-pdf', 'Tavistock Row Securities', 'tavrowsec.com', 'Ines Kowalczyk', 'Govt Trading',
              '+1 212 555 0733', (2026, 12, 2, 15, 2, 11), 'govts@tavrowsec.com')
    sp.update(subject='TRS govt sheet EOD 12/02', pdf_title='TRS GOVT SHEET', size=25e6, style='plus',
              top=['TAVISTOCK ROW SECURITIES            US TREASURY SHEET              02-DEC-2026 15:00 ET',
                   'PRICES IN 32NDS, YIELDS S/A. SIZE 25MM PER SIDE UNLESS NOTED. DUR = MOD DURATION.', ''],
              colhdr='CUSIP      DESCRIPTION           BID       ASK     BID YLD  ASK YLD    CHG     DUR',
              rowfmt='{cu:10} {desc:19} {bid:>9} {ask:>9}  {yb:7.3f}  {ya:7.3f}  {chg:>7}  {dur:6.2f}',
              sections=[('-- NOTES --', [(cusip('91282CN3'), 3.5, D(2027, 9, 30), 3.905), (cusip('91282CP8'), 4.125, D(2028, 6, 30), 3.93),
                                          (cusip('91282CQ6'), 3.625, D(2029, 8, 31), 3.98), (cusip('91282CR4'), 4.0, D(2030, 2, 28), 4.01),
                                          (cusip('91282CS2'), 4.375, D(2032, 1, 31), 4.11), (cusip('91282CT0'), 3.875, D(2033, 8, 15), 4.22),
                                          (cusip('91282CU7'), 4.125, D(2035, 5, 15), 4.33)]),
                        ('-- BONDS --', [(cusip('912810UB'), 4.75, D(2045, 2, 15), 4.74), (cusip('912810UC'), 4.375, D(2053, 8, 15), 4.70),
                                          (cusip('912810UD'), 4.625, D(2055, 5, 15), 4.69)])],
              bottom=['TOTAL LINES: 10     AVG DUR: 9.41', 'CHG VS PRIOR CLOSE IN 32NDS. NOT AN OFFER. TRS MEMBER FINRA/SIPC.',
                      'DESK 212 555 0733 / 0734'],
              fname='TRS_GOVT_20261202.pdf', body='EOD govt sheet attached.')
    S.append((fam_a.ust_mono_pdf, sp, '07-ust-cusip-sheet-courier-pdf'))
    # 09 SSA docx
    sp = base(9, 'ssa-usd-eur-run-docx', 'Marlowe Freres', 'marlowefreres.com', 'Camille Aubert', 'SSA Syndicate & Trading',
              '+44 20 7946 0331', (2026, 12, 3, 8, 15, 0), 'ssa-clients@marlowefreres.com', off=0)
    def fmt9u(iss, isn, cpn, mat, sb, sa, pb, pa, bmky, rng):
        return [iss, f"{cpn:.3f}", mat.strftime('%d-%b-%y'), isn, f"{sb}", f"{sa}", f"{pb:.3f}", f"{pa:.3f}", f"{bmky:.2f}"]
    def fmt9e(iss, isn, cpn, mat, sb, sa, pb, pa, bmky, rng):
        return [iss, f"{cpn:.3f}", mat.strftime('%d-%b-%y'), isn, f"MS{sb:+d}", f"MS{sa:+d}", f"{pb:.3f}", f"{pa:.3f}"]
    sp.update(subject='MF SSA run - USD vs UST / EUR vs MS', doc_title='MARLOWE FRERES - SSA RUN 03 DEC 2026',
              intro='Indicative levels, London open. Benchmark yields shown for reference only.',
              sections=[dict(title='SSA USD - spread to the interpolated UST curve (bp), USD 5MM per side', ccy='USD', qt='spread', size=5e6, fmt=fmt9u,
                             cols=['Issuer', 'Cpn', 'Maturity', 'ISIN', 'Sprd Bid', 'Sprd Ask', 'Px Bid', 'Px Ask', 'UST Yld'],
                             rows=[('NORDIC RECON BANK', 'XS', 4.0, D(2029, 10, 17), 18, 3.98), ('PACIFIC DEV FUND', 'US', 4.25, D(2031, 3, 12), 24, 4.07),
                                   ('EUR INVEST CORP', 'XS', 3.875, D(2028, 6, 21), 12, 3.94), ('ATLANTIC DEV BANK', 'US', 4.5, D(2033, 9, 14), 31, 4.21),
                                   ('KAROLA EXPORT FIN', 'XS', 4.125, D(2030, 5, 29), 27, 4.01)]),
                        dict(title='SSA EUR - spread to mid-swaps (bp) - EUR 10MM per side', ccy='EUR', qt='i_spread', size=10e6, fmt=fmt9e,
                             cols=['Issuer', 'Cpn', 'Maturity', 'ISIN', 'Bid', 'Ask', 'Px Bid', 'Px Ask'],
                             rows=[('EUR INVEST CORP', 'XS', 2.75, D(2031, 1, 15), -8, 2.41), ('NORDIC RECON BANK', 'XS', 2.5, D(2029, 4, 16), -14, 2.22),
                                   ('KAROLA EXPORT FIN', 'DE', 3.0, D(2034, 7, 4), 6, 2.63), ('RHENAN LAND AGENCY', 'DE', 2.875, D(2032, 11, 23), 2, 2.55)])],
              notes=['Px on the USD lines are clean, T+1. EUR lines T+2.', 'Marlowe Freres SA, 14 rue Caumartin, Paris. Authorised and regulated by the ACPR.'],
              fname='MF_SSA_run_03Dec26.docx', body='Bonjour,\n\nSSA run attached (Word). Can show size in the EUR 2031s.')
    S.append((fam_b.ssa_docx, sp, '09-ssa-usd-eur-run-docx'))
    # 11 agency CMO offerings xlsx
    sp = base(11, 'agency-cmo-offerings-xlsx', 'Ostwick & Pike', 'ostwickpike.com', 'Gareth Lunn', 'MBS/CMO Sales',
              '+1 312 555 0190', (2026, 12, 3, 10, 30, 22), 'cmo-offers@ostwickpike.com', off=-6)
    def fmt11(cu, deal, cls, typ, cpn, orig, fac, wal, cpr, sprd, px, avail):
        return [cu, deal, cls, typ, cpn, orig, fac, wal, cpr, f"T+{sprd}" if sprd is not None else '', to32(px), avail]
    sp.update(subject='O&P agency CMO offerings 12/3', tab='Offers',
              title_rows=['OSTWICK & PIKE - AGENCY CMO OFFERINGS', 'Levels below are offerings. Px in 32nds. WAL/CPR at pricing speed.'],
              cols=['CUSIP', 'Deal', 'Class', 'Type', 'Cpn', 'Orig Face (MM)', 'Factor', 'WAL', '3M CPR', 'Offer Sprd', 'Offer Px', 'Avail (MM)'],
              cusip_pfx=lambda deal: '3137' if deal.startswith('FHR') else ('3136' if deal.startswith('FNR') else '38380'),
              fmt=fmt11, sprd_qt='spread', default_size=None, total='Avail (MM)',
              rows=[('FHR 5312', 'PA', 'PAC', 5.0, 120.0, 0.8734, 4.6, 7.2, 118, 99.375, 12.5),
                    ('FHR 5298', 'KB', 'SEQ', 4.5, 85.0, 0.6921, 6.1, 8.9, 135, 96.84375, 8.0),
                    ('FNR 2025-41', 'A', 'SEQ', 5.5, 150.0, 0.9102, 3.2, 10.4, 101, 100.625, 20.0),
                    ('FNR 2024-77', 'PL', 'PAC', 5.0, 60.0, 0.7755, 5.4, 6.8, 126, 98.90625, 5.25),
                    ('GNR 2025-103', 'NA', 'SUPP', 6.0, 45.0, 0.9560, 7.8, 14.1, 188, 99.5, 3.0),
                    ('GNR 2024-188', 'MA', 'PAC', 5.5, 70.0, 0.8211, 4.1, 9.3, 112, 100.0625, 15.0),
                    ('FHR 5340', 'Z', 'Z', 5.5, 25.0, 1.1240, 18.2, 7.2, None, 94.25, 4.0)],
              notes=['Z-bond quoted on price only.', 'Avail is current face. All offers subject to prior sale. Call 312 555 0190.'],
              fname='OP_CMO_offers_120326.xlsx', body='Offerings attached - PACs in the front end look cheap vs TBA.')
    S.append((fam_b.cmo_xlsx, sp, '11-agency-cmo-offerings-xlsx'))
    # 13 two-column European govvies pdf
    sp = base(13, 'gilts-bunds-oats-two-column-pdf', 'Coldharbour Bank', 'coldharbourbank.com', 'Rupert Fane', 'EGB & Gilts',
              '+44 20 7946 0877', (2026, 12, 4, 7, 45, 3), 'egb-run@coldharbourbank.com', off=0)
    sp.update(subject='Coldharbour EGB/gilt run 4-Dec', pdf_title='Coldharbour Bank - European Government Bonds',
              subtitle='Indicative two-way prices and yields, 07:45 London. Chg in bp vs yesterday close.',
              hdrs=['Bid', 'Offer', 'Yld Bid', 'Yld Off', 'Chg'], hx=[118, 150, 182, 214, 244],
              name=lambda t, c, m: f"{t} {frac_coupon(c)} {m.strftime('%d-%b-%y')}",
              vals=lambda pb, pa, yb, ya, chg: [f"{pb:.2f}", f"{pa:.2f}", f"{yb:.3f}", f"{ya:.3f}", f"{chg:+.1f}"],
              sizes={'UKT': 10e6, 'DBR': 25e6, 'FRTR': 25e6, 'BTPS': 25e6},
              columns=[('GILTS (GBP 10mm)', 'UKT', 2, [(4.125, D(2029, 7, 22), 3.92), (4.25, D(2034, 7, 31), 4.31), (4.5, D(2042, 12, 7), 4.88), (3.75, D(2053, 7, 22), 5.02)]),
                       ('BUNDS (EUR 25mm)', 'DBR', 1, [(2.5, D(2029, 10, 10), 2.12), (2.6, D(2035, 2, 15), 2.58), (2.9, D(2056, 8, 15), 3.03)]),
                       ('OATs (EUR 25mm)', 'FRTR', 1, [(3.0, D(2034, 11, 25), 3.21), (3.25, D(2045, 5, 25), 3.84), (2.75, D(2030, 2, 25), 2.58)]),
                       ('BTPs (EUR 25mm)', 'BTPS', 1, [(3.5, D(2031, 2, 15), 3.02), (4.0, D(2036, 4, 30), 3.69)])],
              foot=['Spreads: 10y Bund/OAT 63bp, 10y BTP/Bund 111bp. UK 10y benchmark 4.31.',
                    'Coldharbour Bank plc is authorised by the PRA. Page numbers and reference data for information only.'],
              fname='CHB_EGB_Gilts_04Dec26.pdf', body='Morning run attached. Gilts 10mm, EGBs 25mm per side.')
    S.append((fam_b.euro_govt_pdf, sp, '13-gilts-bunds-oats-two-column-pdf'))
    # 15 IG + FRN text
    sp = base(15, 'ig-tspread-frn-dm-text', 'Penhallow Securities', 'penhallow.com', 'Tess Arkwright', 'IG Credit Trading',
              '+1 212 555 0662', (2026, 12, 4, 8, 22, 51), 'ig-clients@penhallow.com')
    sp.update(subject='PNH IG / FRN axes - Fri', open='Morning. IG axes below, cash on T-spread with px. Benchmarks OTR.',
              ig_head='IG - T-spread (bp) / px, 5MM unless noted:', ig_size=5,
              cfmt=lambda c: frac_coupon(c), mfmt=lambda m: f"{m.month}/{m.day}/{m.strftime('%y')}", mkey=iso,
              igline=lambda name, sb, s, pb, pa, szt, rng: f"{name:32} T+{sb} / {s}   px {pb:.3f} / {pa:.3f}{szt}   (chg {rng.choice(['+1', '-2', '-1', 'unch'])})",
              ig=[('HALVERN ENERGY', 5.125, D(2034, 3, 15), 118, None), ('BRAXTON FOODS', 4.625, D(2031, 2, 1), 88, 2),
                  ('MERIDEN UTILS', 5.25, D(2036, 6, 1), 104, None), ('CALDER RAIL', 4.875, D(2029, 9, 15), 71, 3),
                  ('OSPREY PHARMA', 5.75, D(2054, 10, 15), 142, None), ('TREVANCE TELECOM', 6.0, D(2033, 1, 30), 167, 2)],
              frn_head='FRNs - DM over SOFR, 3MM per side:', frn_size=3e6,
              frnline=lambda iss, idx, mat, dmb, dm, pb, pa, cid, rng: f"{iss} FRN {mat.month}/{mat.strftime('%y')} (CUSIP {cid})  {idx}  DM {dmb} / {dm}  px {pb:.3f} / {pa:.3f}",
              frn=[('KELLMOOR BANK', 'SOFR+95', D(2029, 3, 29), 84, cusip('48812LAB')), ('ASHGROVE FIN', 'SOFR+118', D(2028, 5, 12), 109, cusip('04533RAC')),
                   ('WYNDALE AUTO CR', 'SOFR+140', D(2027, 11, 8), 127, cusip('98321QAF'))],
              close=['Benchmarks: 5y 4.06, 10y 4.38. New issue: Halvern 10y IPT +150a, re-offer +128.',
                     'Trade history: CALDER 29s traded +73 in 5mm yday.', 'Call or IB with any interest.'])
    S.append((fam_b.ig_text, sp, '15-ig-tspread-frn-dm-text'))
    # 17 TIPS + bills HTML
    sp = base(17, 'tips-real-yield-bills-html', 'Fairlie Dunmore', 'fairliedunmore.com', 'Naomi Strand', 'Linkers & Front End',
              '+1 617 555 0148', (2026, 12, 7, 9, 5, 30), 'linkers@fairliedunmore.com')
    sp.update(subject='FD TIPS + bills 12/7', greeting='Hi all - TIPS on real yield and bills on disc rate below.',
              tips_title='TIPS - real yield (%), 10x10', tips_size=10e6, tips_cols=['Bond', 'CUSIP', 'Real Yld Bid', 'Real Yld Ask', 'Px (ref)', 'BEI', 'Chg (bp)'],
              tips_fmt=lambda cu, cpn, mat, rb, ra, px, bei, chg: [f"TII {frac_coupon(cpn)} {mdy(mat)}", cu, f"{rb:.3f}", f"{ra:.3f}", f"{px:.3f}", f"{bei:.2f}", chg],
              tips=[('91282C', 1.875, D(2034, 7, 15), 2.012), ('91282C', 2.125, D(2035, 1, 15), 2.048), ('91282C', 1.625, D(2029, 10, 15), 1.702),
                    ('912810', 2.375, D(2054, 2, 15), 2.541), ('91282C', 2.0, D(2031, 4, 15), 1.861)],
              mid_note='BEI = breakeven vs nominal, for reference only.',
              bill_title='BILLS - disc rate, 50x50', bill_size=50e6, bill_cols=['CUSIP', 'Maturity', 'Days', 'Bid', 'Ask', 'BEY', 'Chg (bp)'],
              bills=[('912797', D(2027, 1, 7), 4.172), ('912797', D(2027, 2, 4), 4.151), ('912797', D(2027, 4, 8), 4.106), ('912797', D(2027, 6, 10), 4.033)],
              after=['Reminder: 4w and 8w auctions Thu. Levels good for 15 min.'])
    S.append((fam_c.tips_html, sp, '17-tips-real-yield-bills-html'))
    # 19 ABS pdf out of order
    sp = base(19, 'abs-run-unordered-pdf', 'Kestrel Vane Capital', 'kestrelvane.com', 'Joel Pritchard', 'ABS Trading',
              '+1 212 555 0929', (2026, 12, 7, 11, 18, 40), 'abs-run@kestrelvane.com')
    sp.update(subject='KVC ABS secondary run 12/7', pdf_title='KESTREL VANE - ABS SECONDARY', size=2e6,
              subtitle='Fixed classes on I-curve spread (bp), floaters on DM. 2MM per side unless noted. WAL at pricing speed.',
              cols=[('Deal', 110), ('Class', 40), ('Rtg', 50), ('WAL', 40), ('Bid', 50), ('Offer', 50), ('Size', 40), ('Cpn', 50)],
              fmt=lambda deal, cls, rtg, wal, sb, s, sz, qt, rng: [deal, cls, rtg, f"{wal:.2f}", f"{sb}", f"{s}", f"{sz}x{sz}" if sz else '', f"{rng.choice([4.61, 4.88, 5.12, 5.37]):.2f}" if qt != 'dm' else '1mS+' + str(s + 10)],
              sections=[('AUTO - I-curve spread (bp)', [('CARRICK AUTO 2026-2', 'A3', 'AAA', 1.62, 38, None), ('CARRICK AUTO 2026-2', 'B', 'AA', 2.41, 66, None),
                                                      ('TANGLEWOOD AUTO 2025-4', 'A4', 'AAA', 2.05, 44, 5), ('SILVERDALE PRIME 2026-1', 'A3', 'AAA', 1.48, 35, None)], 'i_spread'),
                        ('CARDS / EQUIPMENT - I-curve spread (bp)', [('HEMLOCK CARD 2025-A', 'A', 'AAA', 2.88, 41, None), ('BRAMBLE EQUIP 2026-1', 'A2', 'AAA', 1.21, 52, 3),
                                                                   ('BRAMBLE EQUIP 2026-1', 'C', 'A', 2.37, 118, None)], 'i_spread'),
                        ('STUDENT LOAN FLOATERS - DM (bp)', [('QUARRY HILL SL 2024-B', 'A1B', 'AAA', 3.9, 92, None), ('QUARRY HILL SL 2024-B', 'B', 'AA', 6.2, 171, None)], 'dm')],
              notes=['Spreads to the swap (I-) curve. Cpn column: coupon or floater margin. Orig face on request.', 'Page 1 of 1 - KVC ABS desk 212 555 0929'],
              fname='KVC_ABS_run_1207.pdf', body='ABS run attached. Tanglewood A4 we are axed to sell.')
    S.append((fam_c.abs_pdf, sp, '19-abs-run-unordered-pdf'))
    # 21 callable agency offerings docx
    sp = base(21, 'callable-agency-offerings-docx', 'Amberley Sands', 'amberleysands.com', 'Luis Ocampo', 'Agency Callables',
              '+1 704 555 0273', (2026, 12, 8, 9, 50, 12), 'callables@amberleysands.com')
    sp.update(subject='Amberley callable agency offerings 12/8', doc_title='AMBERLEY SANDS - CALLABLE AGENCY OFFERINGS',
              intro=['Offerings as of 9:45 ET, subject to prior sale. Yields to worst printed in the YTW column.'],
              cols=['CUSIP', 'Issuer', 'Cpn', 'Maturity', 'Next Call', 'Call Type', 'Offer Px', 'YTM', 'YTC', 'YTW', 'Avail (MM)'],
              fmt=lambda cu, iss, cpn, mat, call, ctype, px, ytm, ytc, ytw, av: [cu, iss, f"{cpn:.3f}", mdy(mat, False), mdy(call, False), ctype, f"{px:.3f}", f"{ytm:.3f}", f"{ytc:.3f}", f"{ytw:.3f}", f"{av:g}"],
              rows=[('FHLB', '3130B', 5.0, D(2031, 12, 22), D(2027, 3, 22), 'Qtrly', 100.125, 5), ('FFCB', '3133E', 4.75, D(2029, 12, 10), D(2027, 6, 10), 'Anytime', 99.75, 3),
                    ('FHLMC', '3134H', 5.25, D(2036, 12, 15), D(2027, 12, 15), 'Qtrly', 99.5, 10), ('FNMA', '3136G', 4.9, D(2030, 6, 28), D(2027, 6, 28), 'Euro', 100.0, 2),
                    ('FHLB', '3130B', 5.4, D(2039, 12, 20), D(2027, 12, 20), 'Qtrly', 98.875, 7), ('FFCB', '3133E', 4.6, D(2028, 12, 19), D(2027, 3, 19), 'Anytime', 100.25, 4)],
              notes=['Call price 100 on all lines. YTM and YTC shown as inputs; YTW governs.', 'Amberley Sands LLC, member FINRA/SIPC.'],
              fname='Amberley_callables_120826.docx', body='Callable offerings attached. Most are new-issue leftovers, can work on size.')
    S.append((fam_c.callable_docx, sp, '21-callable-agency-offerings-docx'))
    # 23 UST xlsx
    sp = base(23, 'ust-run-xlsx-hidden-decimals', 'Rookwood Rates', 'rookwoodrates.com', 'Sam Oduya', 'UST Market Making',
              '+1 212 555 0355', (2026, 12, 8, 14, 31, 5), 'ust@rookwoodrates.com')
    sp.update(subject='RR UST run xlsx 12/8 pm', tab='UST', size=50e6,
              title_rows=['ROOKWOOD RATES - UST RUN - 50x50', 'Px in 32nds; yields as shown.'],
              cols=['Tenor', 'CUSIP', 'Cpn', 'Maturity', 'Bid', '_bid_dec', 'Ask', '_ask_dec', 'Bid Yld', 'Ask Yld', 'Chg (32s)', 'DV01'],
              fmt=lambda lab, cu, cpn, mat, bid, ask, yb, ya, rng: [lab, cu, cpn, mat, to32(bid, 'frac'), bid, to32(ask, 'frac'), ask, yb / 100, ya / 100, rng.choice(['+1', '-2', '+0+', '-1', '0']), round(rng.uniform(180, 1900), 0)],
              sections=[('Coupons', [('2Y', '91282C', 3.875, D(2028, 11, 30), 3.931), ('3Y', '91282C', 3.75, D(2029, 11, 15), 3.961),
                                     ('5Y', '91282C', 3.875, D(2031, 11, 30), 4.052), ('7Y', '91282C', 4.0, D(2033, 11, 30), 4.196),
                                     ('10Y', '91282C', 4.25, D(2036, 11, 15), 4.372)]),
                        ('Long end', [('20Y', '912810', 4.625, D(2046, 11, 15), 4.711), ('30Y', '912810', 4.5, D(2056, 11, 15), 4.679)])],
              notes=['Chg in 32nds vs 3pm yday. DV01 per 1MM. Sheet refreshes at 3pm.'],
              fname='RR_UST_run_20261208.xlsx', body='PM run attached.')
    S.append((fam_c.ust_xlsx, sp, '23-ust-run-xlsx-hidden-decimals'))
    # 25 RMBS / CRT pdf with cover + footnotes (offer only)
    sp = base(25, 'rmbs-crt-offerings-cover-pdf', 'Thackeray Partners', 'thackeraypartners.com', 'Bea Lindqvist', 'Mortgage Credit',
              '+1 203 555 0611', (2026, 12, 9, 10, 2, 47), 'mortgage-credit@thackeraypartners.com')
    import random as _r
    rr = _r.Random(2533)
    rows25 = []
    for deal, cls, orig, fac, wal, ce, dq, sprd, px, sz in [
            ('STAVE 2025-NQM3', 'A1', 310.2, 0.8123, 2.9, 28.4, 3.1, 142, 100.25, 4.0), ('STAVE 2025-NQM3', 'M1', 22.1, 1.0, 5.6, 9.8, 3.1, 245, 99.5, 2.0),
            ('HOLLOWAY 2024-INV2', 'A2', 118.0, 0.7402, 3.6, 21.5, 1.8, 168, 99.125, 3.5), ('CRESSET CRT 2025-HQA1', 'M2', 75.0, 1.0, 4.2, 3.25, 0.6, 210, 101.375, 5.0),
            ('CRESSET CRT 2025-HQA1', 'B1', 40.0, 1.0, 6.8, 1.9, 0.6, 355, 102.0, 2.0), ('MIRABEL 2026-1', 'A1A', 250.5, 0.9611, 2.1, 24.0, 0.9, 118, 100.375, 10.0),
            ('MIRABEL 2026-1', 'A3', 41.2, 1.0, 4.4, 11.2, 0.9, 176, 99.75, 3.0), ('OAKSHOTT PRIME 2024-J5', 'A9', 201.0, 0.6644, 3.1, 9.6, 0.2, 131, 97.875, 6.0),
            ('OAKSHOTT PRIME 2024-J5', 'B2', 6.1, 0.9412, 7.7, 2.1, 0.2, 290, 92.5, 1.5), ('TAMARIND HE 2025-2', 'A', 180.0, 0.8801, 2.4, 31.0, 2.4, 151, 100.0, 5.0)]:
        cu = rand_cusip(rr, rr.choice(['855', '436', '225', '604']))
        vals = [cu, deal, cls, f"{orig:.1f}", f"{fac:.4f}", f"{wal:.1f}", f"{ce:.1f}", f"{dq:.1f}", f"+{sprd}", f"{px:.3f}", f"{sz:g}"]
        rows25.append((cu, deal, cls, vals, sprd, px, sz * 1e6, None))
    sp.update(subject='Thackeray mortgage credit offerings - 12/9', pdf_title='Thackeray Partners | Mortgage Credit Offerings',
              cover=['Mortgage Credit Offerings', 'Non-QM / CRT / Prime Jumbo / HEL', 'December 9, 2026', 'Structured Products Group'],
              cover_disc='For institutional investors only. Not research. See important disclosures at the end of this document.',
              table_title='OFFERINGS - spread to interpolated UST (bp) and price', per_page=6, sprd_qt='spread',
              cols=[('CUSIP', 58), ('Deal', 112), ('Class', 34), ('Orig|($MM)', 44), ('Factor', 44), ('WAL|(yrs)¹', 38), ('CE|(%)²', 34), ('60+|DQ %', 38), ('Offer|Sprd', 42), ('Offer|Px', 44), ('Avail|(MM)', 40)],
              rows=rows25,
              footnotes=['¹ WAL at 15 CPR / 2 CDR / 40 sev for non-agency, at 10 CPR for CRT.', '² Credit enhancement as of the November remittance.',
                         'All levels are offerings, subject to prior sale. Spreads to the interpolated UST curve.',
                         'Thackeray Partners LP, member FINRA/SIPC. Past performance is no guide.'],
              fname='Thackeray_MC_offerings_20261209.pdf', body='Offerings attached - 2 table pages behind the cover.')
    S.append((fam_d.rmbs_pdf, sp, '25-rmbs-crt-offerings-cover-pdf'))
    # 27 CMBS xlsx (two-way, SASB floaters on DM, conduit on T+ / IO yield)
    sp = base(27, 'cmbs-sasb-conduit-xlsx', 'Ledbury Hollis', 'ledburyhollis.com', 'Marcus Oyelaran', 'CMBS',
              '+1 212 555 0586', (2026, 12, 9, 13, 40, 2), 'cmbs@ledburyhollis.com')
    def fmt27(row, rng):
        deal, cls, rtg, wal, fac, meas, lvl, pxl, sz = row
        key = f"{deal} {cls}"
        szv = sz * 1e6 if sz else 5e6
        if meas == 'T+':
            b = lvl + rng.choice([5, 8, 10]); a = lvl
            pb = pxl; pa = pxl + rng.choice([0.25, 0.375])
            return [deal, cls, rtg, wal, fac, 'T+', b, a, pb, pa, sz], [(key, 'spread', b, a, szv), (key, 'price', pb, pa, szv)]
        if meas == 'DM':
            b = lvl + rng.choice([8, 10, 15]); a = lvl
            return [deal, cls, rtg, wal, fac, 'DM', b, a, None, None, sz], [(key, 'dm', b, a, szv)]
        b = lvl; a = round(lvl - 0.15, 2)
        return [deal, cls, rtg, wal, fac, 'Yld', b, a, None, None, sz], [(key, 'yield', b, a, szv)]
    sp.update(subject='LH CMBS run 12/9 pm', tab='CMBS Run',
              title_rows=['LEDBURY HOLLIS CMBS RUN', '5MM per side unless noted. Measure per row in the Type column.'],
              cols=['Deal', 'Class', 'Rtg', 'WAL', 'Factor', 'Type', 'Bid', 'Offer', 'Px Bid', 'Px Offer', 'Size (MM)'],
              fmt=fmt27,
              sections=[('CONDUIT', [('BRKM 2024-C14', 'A-5', 'AAA', 9.6, 1.0, 'T+', 104, 98.25, None), ('BRKM 2024-C14', 'A-S', 'AAA', 9.8, 1.0, 'T+', 138, 96.5, None),
                                     ('PELLOW 2022-C11', 'A-4', 'AAA', 5.2, 1.0, 'T+', 117, 94.75, 10), ('PELLOW 2022-C11', 'AM', 'AA', 5.5, 1.0, 'T+', 171, 92.125, None),
                                     ('PELLOW 2022-C11', 'X-A', 'AAA', 4.9, 0.9312, 'Yld', 7.45, None, None)]),
                        ('SASB FLOATERS', [('GRNDL 2025-MKT', 'A', 'AAA', 2.1, 1.0, 'DM', 132, None, None), ('GRNDL 2025-MKT', 'B', 'AA-', 2.1, 1.0, 'DM', 171, None, None),
                                           ('VANTOR 2024-LOG', 'C', 'A-', 1.6, 1.0, 'DM', 228, None, 3), ('VANTOR 2024-LOG', 'D', 'BBB-', 1.6, 1.0, 'DM', 315, None, 2)])],
              notes=['WAL in years; factor as of Dec remit. SASB floaters: DM over 1m term SOFR.', 'Ledbury Hollis LLC - not an offer to sell.'],
              fname='LH_CMBS_20261209.xlsx', body='Afternoon CMBS run attached. SASB floaters firm for 30 min.')
    S.append((fam_d.cmbs_xlsx, sp, '27-cmbs-sasb-conduit-xlsx'))
    # 29 FRN + IG shaded ruled pdf
    sp = base(29, 'frn-dm-ig-shaded-pdf', 'Wrenfield Bank', 'wrenfieldbank.com', 'Agnes Holloway', 'Credit Trading',
              '+44 20 7946 0412', (2026, 12, 10, 8, 30, 0), 'credit-run@wrenfieldbank.com', off=0)
    r29 = _r.Random(2929)
    def frn_fmt(row, rng):
        iss, cc, margin, mat, dm, sz = row
        isn = rand_isin(r29, cc)
        b = dm + rng.choice([3, 4, 5]); pb = round(100 + (margin - dm) * 0.025, 2); pa = round(pb + 0.07, 2)
        sze = sz * 1e6 if sz else 3e6
        return ([iss, isn, f"S+{margin}", mat.strftime('%d-%b-%Y'), f"{b}", f"{dm}", f"{pb:.2f}", f"{pa:.2f}", f"{rng.choice([350, 500, 750, 1000])}MM", f"{sz}x{sz}" if sz else ''],
                [(isn, 'corporate', 'dm', b, dm, sze), (isn, 'corporate', 'price', pb, pa, sze)])
    def ig_fmt(row, rng):
        iss, cc, cpn, mat, s, sz = row
        isn = rand_isin(r29, cc)
        b = s + rng.choice([5, 6, 8]); pb = round(rng.uniform(96, 103), 2); pa = round(pb + 0.3, 2)
        sze = sz * 1e6 if sz else 3e6
        return ([iss, isn, f"{cpn:.3f}", mat.strftime('%d-%b-%Y'), f"{b}", f"{s}", f"{pb:.2f}", f"{pa:.2f}", f"{rng.choice(['A2/A', 'Baa1/BBB+', 'A3/A-'])}", f"{sz}x{sz}" if sz else ''],
                [(isn, 'corporate', 'spread', b, s, sze), (isn, 'corporate', 'price', pb, pa, sze)])
    sp.update(subject='Wrenfield FRN / IG run 10-Dec', pdf_title='WRENFIELD BANK - FRN & IG CASH RUN',
              subtitle='Sizes 3MM per side unless noted. FRN DM over compounded SOFR; IG spreads vs UST OTR.',
              tables=[dict(title='FLOATING RATE NOTES - DM (bp) / Price', fmt=frn_fmt,
                           cols=[('Issuer', 110), ('ISIN', 78), ('Margin', 46), ('Maturity', 62), ('DM Bid', 42), ('DM Ask', 42), ('Px Bid', 42), ('Px Ask', 42), ('Amt Out', 50), ('Size', 36)],
                           rows=[('KELLMOOR BANK', 'US', 95, D(2029, 3, 29), 86, None), ('DUNMERE BUILDING SOC', 'XS', 78, D(2028, 9, 14), 71, 5),
                                 ('SOLWAY CAPITAL', 'US', 120, D(2030, 1, 15), 112, None), ('HARTFELL MOTORS CR', 'US', 135, D(2027, 10, 6), 121, 2),
                                 ('ELMSTEAD BANCORP', 'US', 102, D(2031, 5, 20), 99, None)]),
                      dict(title='IG FIXED - spread to UST (bp) / Price', fmt=ig_fmt,
                           cols=[('Issuer', 110), ('ISIN', 78), ('Cpn', 46), ('Maturity', 62), ('Sprd Bid', 42), ('Sprd Ask', 42), ('Px Bid', 42), ('Px Ask', 42), ('Rtg', 50), ('Size', 36)],
                           rows=[('HALVERN ENERGY', 'US', 5.125, D(2034, 3, 15), 117, None), ('CORRIGAN HEALTH', 'US', 4.95, D(2032, 8, 1), 96, 5),
                                 ('LUDWORTH INDUSTRIAL', 'US', 5.6, D(2035, 2, 28), 131, None), ('PENMORVA REIT', 'US', 5.875, D(2030, 11, 15), 152, 2)])],
              notes=['Amt Out = issue size outstanding. Price clean. Shaded rows for readability only.', 'Wrenfield Bank plc, 20 Gracechurch St, London. Tel +44 20 7946 0412.'],
              fname='Wrenfield_FRN_IG_10Dec26.pdf', body='Morning run attached.')
    S.append((fam_d.frn_pdf, sp, '29-frn-dm-ig-shaded-pdf'))
    # 31 agency bullets + DNs docx with a correction
    sp = base(31, 'agency-bullets-dn-docx-correction', 'Glaisdale Securities', 'glaisdalesec.com', 'Owen Petrakis', 'Agency Trading',
              '+1 212 555 0277', (2026, 12, 10, 10, 12, 33), 'agency@glaisdalesec.com')
    r31 = _r.Random(3131)
    def bullet31(row, rng, settle):
        iss, cpn, mat, bmk, bmky, s = row
        b = s + rng.choice([2, 3]); pb = round(bond_price(cpn, bmky + b / 100, settle, mat) * 128) / 128; pa = pb + rng.choice([2, 4]) / 128
        key = f"{iss} {cpn_key(cpn)} {iso(mat)}"
        return ([iss, frac_coupon(cpn), mdy(mat, False), bmk, f"+{b}", f"+{s}", to32(pb), to32(pa)],
                [(key, 'spread', b, s), (key, 'price', pb, pa)])
    def dn31(row, rng, settle):
        iss, pfx, mat, r = row
        cu = rand_cusip(r31, pfx); a = round(r - 0.02, 3)
        return ([iss, cu, mdy(mat, False), f"{r:.3f}", f"{a:.3f}", f"{(mat - settle).days}"], [(cu, 'yield', r, a)])
    sp.update(subject='Glaisdale agency run 12/10 (Word)', doc_title='GLAISDALE SECURITIES - AGENCY RUN - 10 DEC 2026',
              sizes_line='Sizes: bullets 10MM, discount notes 25MM', sizes={'bullet': 10e6, 'dn': 25e6},
              fix_index=1, px_cols=(6, 7),
              corr_fmt=lambda row, b, a, bb, ba: f"Correction: px on the {row[0]} {frac_coupon(row[1])} {row[2].strftime('%m/%y')} should read {b} / {a}, not {bb} / {ba} as above.",
              fmt={'bullet': bullet31, 'dn': dn31},
              tables=[('BULLETS', ['Issuer', 'Cpn', 'Maturity', 'vs', 'Bid', 'Ask', 'Px Bid', 'Px Ask'],
                       [('FHLB', 4.125, D(2030, 3, 15), 'T 4 02/30', 4.00, 12), ('FNMA', 4.375, D(2031, 1, 17), 'T 3 7/8 11/31', 4.06, 15),
                        ('FHLMC', 3.875, D(2028, 12, 8), 'T 3 7/8 11/28', 3.94, 7), ('FFCB', 4.5, D(2032, 9, 27), 'T 4 3/8 01/32', 4.11, 21),
                        ('FHLB', 4.75, D(2035, 6, 8), 'T 4 1/8 05/35', 4.33, 28)], 'bullet'),
                      ('DISCOUNT NOTES - disc rate', ['Issuer', 'CUSIP', 'Maturity', 'Bid', 'Ask', 'Days'],
                       [('FHLB DN', '313385', D(2027, 1, 27), 4.041), ('FHLB DN', '313385', D(2027, 4, 21), 3.997), ('FFCB DN', '313313', D(2027, 3, 10), 4.018)], 'dn')],
              notes=['Bullets: spread in bp to the named UST. Benchmark yields on request.', 'Glaisdale Securities LLC, member FINRA/SIPC. 212 555 0277.'],
              fname='Glaisdale_agency_run_121026.docx', body='Agency run attached (Word, sorry - Bloomberg is down here).')
    S.append((fam_d.agency_docx, sp, '31-agency-bullets-dn-docx-correction'))
    return S
