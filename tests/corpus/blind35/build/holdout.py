"""HOLD-OUT half of blind35 (even numbers): siblings of the dev families."""
import random
from personas import persona
import families as F
import families2 as G

def layouts():
    R = lambda k: random.Random(35 * 1000 + 500 + k)
    L = []
    p = persona('Corriemoor Securities', 'corriemoor.com', 'Beth Annandale', 'Govt & Agency Trading', '+1 212 555 0231')
    p.update(rng=R(2), n=(6, 7, 3), per_page=12, thirty2=True, prior_first=True, title='AGENCY OFFERING SHEET / RUN',
             subtitle='Px in 32nds (+ = half). SZ in MM both sides. Prior = yesterday 3pm.',
             datestr='11/18/2026 07:15', to='agy-run@corriemoor.com', date='Wed, 18 Nov 2026 07:17:48 -0500',
             subject='CMS agency run - Wed', msgid='<CMS.AGY.20261118.0717@corriemoor.com>', fname='CMS_agency_run_1118.pdf',
             body='Good morning,\n\nAgency run attached, bullets / callables / step-ups in 32nds.')
    L.append(('02-agency-run-32nds-monospace-pdf', F.agency_mono_pdf, p))
    p = persona('Lydgate Capital', 'lydgatecap.com', 'Owen Pryce', 'Agency & SSA Desk', '+1 646 555 0212')
    p.update(rng=R(4), n=(7, 8), bsz=10, dsz=50, dn_band='Discount Rate', dn_left=True, datestr='18 Nov 2026',
             foot='Discount notes on discount rate (act/360); bullets on price. Lydgate Capital - Agency & SSA.',
             to='agency@lydgatecap.com', date='Wed, 18 Nov 2026 08:40:02 -0500', subject='Lydgate discos + bullets',
             msgid='<lydgate-agy-0840-18112026@lydgatecap.com>', fname='Lydgate_Discos_Bullets.pdf',
             body='Discos and bullets attached.\nDisco grid cheapened 1bp in the 6m sector.')
    L.append(('04-agency-discos-bullets-side-by-side-pdf', F.agency_side_pdf, p))
    p = persona('Stanbridge & Co', 'stanbridge.com', 'Felix Moran', 'Structured Credit Trading', '+1 212 555 0244')
    p.update(rng=R(6), deals=['Osprey Ledge CLO 2024-6A', 'Tern Harbor CLO 2023-2A', 'Hollin Park CLO 2025-1A', 'Sedge Fen CLO 2021-3A'], per_deal=3, blank=1,
             dm_band='Disc Margin', datestr='18-Nov-2026', cover_size='All levels for 1MM current face unless noted.',
             contacts=['Felix Moran  +1 212 555 0244', 'Hana Kuroda  +1 212 555 0246'],
             to='clo@stanbridge.com', date='Wed, 18 Nov 2026 09:30:00 -0500', subject='Stanbridge CLO bid/offer sheet',
             msgid='<stanbridge.clo.0930.20261118@stanbridge.com>', fname='Stanbridge_CLO_18Nov2026.pdf',
             body='CLO sheet attached. BBs bid up 10-15 on the back of the new issue calendar.')
    L.append(('06-clo-tranches-cover-landscape-pdf', F.clo_pdf, p))
    p = persona('Fairhurst Markets', 'fairhurstmkts.com', 'Imogen Slade', 'CMBS', '+1 704 555 0266')
    p.update(rng=R(8), deals=[('CRVN 2023-C12', 'Conduit'), ('PLMR 2025-C40', 'Conduit'), ('ESTR 2024-OFC', 'SASB'), ('VNTR 2025-IND', 'SASB')],
             blank=2, sp_band='Spread to Tsy (bp)', datestr='18 Nov 2026', blank_note='Size column: blank = 2MM.',
             note1='CE % and WAL as of the November remittance. Spreads in bp.',
             to='cmbs@fairhurstmkts.com', date='Wed, 18 Nov 2026 10:12:00 -0500', subject='FM CMBS conduit/SASB',
             msgid='<FM-CMBS-1012-18NOV26@fairhurstmkts.com>', fname='FM_CMBS_run.pdf', body='CMBS levels, see attached (2 pp).')
    L.append(('08-cmbs-conduit-sasb-two-pages-pdf', F.cmbs_pdf, p))
    p = persona('Aldbury Partners', 'aldbury.com', 'Rhys Kettering', 'ABS Desk', '+1 312 555 0281')
    p.update(rng=R(10), datestr='18-Nov-26', offer_line='Offer-side list: every level on this sheet is an offer. Avail in MM.',
             fixed_title='AUTO / EQUIPMENT / CARD - fixed rate (Treasury spread)',
             fixed=[('Tarbert Auto Receivables 2026-1', 'Subprime Auto', ['A2', 'B', 'C']), ('Dunmore Card Issuance 2026-A1', 'Card', ['A']),
                    ('Glenmire Equipment 2025-2', 'Equipment', ['A3'])],
             float_title='FFELP / PRIVATE STUDENT LOANS - DM (bp)',
             floaters=[('Kilbride Education Loan 2022-2', ['A', 'B']), ('Marchmont Student 2020-A', ['A2B'])],
             notes=['Factors per latest servicer report.', 'Aldbury Partners ABS +1 312 555 0281'],
             to='abs@aldbury.com', date='Wed, 18 Nov 2026 11:20:30 -0600', subject='Aldbury ABS offers',
             msgid='<aldbury.abs.offers.20261118@aldbury.com>', fname='Aldbury_ABS_Offers.pdf', body='Offers attached.')
    L.append(('10-abs-offerings-auto-card-student-pdf', F.abs_pdf, p))
    p = persona('Mortlake Securities', 'mortlakesec.com', 'Carys Whitby', 'Loan Trading', '+1 212 555 0290')
    p.update(rng=R(12), datestr='18-Nov-2026', size_line='Loans 2mm per side. Prices in points of par.', sz=2, model_head='Mid (model)', mark_row=5,
             loans=[('Pennard Biosciences', 'TLB S+400 10/31'), ('Quenby Apparel', 'TL S+475 04/30'), ('Rushmere Payments', 'TLB S+325 01/32'),
                    ('Shilstone Glass', '1L TLB S+375 07/30'), ('Trelawne Security', 'TLB S+350 09/31'), ('Ullswick Cinemas', 'TL B S+525 03/29'),
                    ('Varley Chemicals', '2L TL S+750 05/31'), ('Witherslack Software', 'TLB S+300 12/31'), ('Yelverton Brands', 'TLB S+425 06/30')],
             foot_a='a  Offer good until noon NY.',
             to='loans@mortlakesec.com', date='Wed, 18 Nov 2026 08:10:10 -0500', subject='Mortlake loan levels',
             msgid='<mortlake.loans.0810.18nov@mortlakesec.com>', fname='Mortlake_Loans_18Nov.pdf', body='Loan levels attached.')
    L.append(('12-loans-out-of-order-pdf', F.loan_pdf, p))
    p = persona('Glenrothy Capital', 'glenrothy.com', 'Duncan Achterberg', 'Residential Credit', '+1 212 555 0277')
    p.update(rng=R(14), split=4, datestr='18NOV26',
             deals=[('HALLOWAY CRT 2025-DNA1', ['M1', 'M2', 'B1']), ('PENRICE RISK 2024-HQA3', ['M1B', 'B1']), ('CLAVERTON CIRT 2025-R02', ['M1', 'M2', 'B2'])],
             intro=['Floaters: DM in bp over SOFR, price in points. Faces in $MM.', 'B x O in MM current face.'],
             to='rescredit@glenrothy.com', date='Wed, 18 Nov 2026 10:45:00 -0500', subject='Glenrothy CRT levels',
             msgid='<GLN.CRT.1045.18112026@glenrothy.com>', fname='Glenrothy_CRT.pdf', body='CRT levels attached.')
    L.append(('14-crt-monospace-bands-pdf', F.crt_pdf, p))
    p = persona('Sallowfield Brothers', 'sallowfield.com', 'Anika Royce', 'Flow Credit', '+1 212 555 0259')
    p.update(rng=R(16), split=7, datestr='18 November 2026',
             sections=[('EM SOVEREIGNS', 'sovereign', [('Rep of Durandia', 'XS', 5.875, '04/22/2035', 'EM'), ('Kingdom of Eskvale', 'XS', 6.5, '09/14/2031', 'EM'),
                                                      ('Rep of Pellaran', 'XS', 8.25, '06/30/2040', 'EM')]),
                       ('IG CORPORATES', 'corporate', [('Norwell Pipelines', 'US', 5.45, '10/01/2035', 'IG'), ('Atherby Chemicals', 'US', 4.95, '04/15/2030', 'IG'),
                                                       ('Brindle Insurance', 'US', 6.1, '12/01/2055', 'IG')]),
                       ('HY - cash price', 'corporate', [('Grimsdale Steel', 'US', 7.5, '08/15/2030', 'HY'), ('Kennack Leisure', 'US', 9.25, '02/01/2031', 'HY'),
                                                         ('Lowick Telecom', 'US', 6.625, '05/15/2033', 'HY'), ('Marstow Homes', 'US', 8.0, '11/01/2032', 'HY')])],
             to='flow@sallowfield.com', date='Wed, 18 Nov 2026 07:25:00 -0500', subject='SB flow credit run',
             msgid='<SB-FLOW-20261118-0725@sallowfield.com>', fname='SB_Flow_Credit_Run.pdf', body='Run attached.')
    L.append(('16-em-ig-hy-price-spread-pdf', F.credit_pdf, p))
    p = persona('Lydgate Capital', 'lydgatecap.com', 'Mira Castellanos', 'Agency Sales', '+1 646 555 0217')
    p.update(rng=R(18), n=9, intro='Offerings: callable agencies. Prices are offers, Avail in $MM, T+1 settle.',
             notes=['YTW is the lower of YTC (to next call at the call price) and YTM.', 'Lydgate Capital, member FINRA/SIPC.'],
             to='agy-sales@lydgatecap.com', date='Wed, 18 Nov 2026 10:55:00 -0500', subject='Lydgate callable offerings',
             msgid='<lydgate.callables.1055.18nov@lydgatecap.com>', fname='Lydgate_Callables.docx', body="Today's callable offerings attached.")
    L.append(('18-agency-callable-offerings-docx', G.agency_docx, p))
    p = persona('Mortlake Securities', 'mortlakesec.com', 'Tobias Grell', 'Loan Trading', '+1 212 555 0293')
    p.update(rng=R(20), datestr='18-Nov-2026', title='Levels in px. 2MM clips unless noted.', clip=2, status={1: 'OFF', 5: 'SOLD'},
             loans=[('Zeal Robotics', 'TLB S+375 02/31'), ('Abermule Foods', 'TL S+400 06/30'), ('Bickleigh Energy Svcs', 'TLB S+450 09/29'),
                    ('Cadnam Health', '1L TL S+350 12/31'), ('Dinton Freight', 'TLB S+325 03/32'), ('Eskdale Minerals', 'TLB S+500 07/30'),
                    ('Fowey Leisure', 'TLB S+425 01/31'), ('Garsdale IT', 'TLB S+300 10/32')],
             foot='Yest Bid = prior close. LIN = loan identification number.',
             to='loan-clients@mortlakesec.com', date='Wed, 18 Nov 2026 14:02:00 -0500', subject='Mortlake loans (docx)',
             msgid='<mortlake.loans.docx.1402@mortlakesec.com>', fname='Mortlake_loans.docx', body='Levels attached.')
    L.append(('20-loans-status-column-docx', G.loan_docx, p))
    p = persona('Stanbridge & Co', 'stanbridge.com', 'Leo Harcourt', 'Securitized', '+1 212 555 0248')
    p.update(rng=R(22), tab='Floaters', title='CLO & ABS floaters', size_line='Sizes 2MM unless noted', clip=2, dm_band='Disc Margin', datestr='18-Nov-2026',
             deals=[('Osprey Ledge CLO 2024-6A', 'CLO', [('A1', 'AAA'), ('C', 'A'), ('E', 'BB')]), ('Tern Harbor CLO 2023-2A', 'CLO', [('B', 'AA'), ('D', 'BBB')]),
                    ('Dunmore Card Issuance 2025-F2', 'ABS', [('A', 'AAA')]), ('Kilbride Education Loan 2023-1', 'ABS', [('A', 'AAA'), ('B', 'A')])],
             foot='Factor / WARF per latest reports.', to='securitized@stanbridge.com', date='Wed, 18 Nov 2026 10:05:00 -0500',
             subject='Stanbridge floater run', msgid='<stanbridge.float.1005.20261118@stanbridge.com>', fname='Stanbridge_floaters.xlsx',
             body='Floater run attached.')
    L.append(('22-clo-abs-floater-bands-xlsx', G.clo_xlsx, p))
    p = persona('Aldbury Partners', 'aldbury.com', 'Petra Lomax', 'Loans', '+1 312 555 0285')
    p.update(rng=R(24), title='Loan closes (px) - all sizes 1MM unless noted', clip=1,
             loans=[('Hartsop Vision', 'TLB S+375 2031'), ('Ilfracombe Data', 'TL S+400 2030'), ('Jurby Aviation', 'TLB S+450 2029'),
                    ('Knaresby Brands', 'TLB S+325 2032'), ('Lamorna Care', '1L TL S+500 2030'), ('Mawgan Engineering', 'TLB S+350 2031'),
                    ('Nantlle Materials', 'TLB S+425 2030')],
             foot='Prev = 11/17 close. Fac ($MM) is the facility size.', to='loans@aldbury.com', date='Wed, 18 Nov 2026 16:50:00 -0600',
             subject='Aldbury loan closes', msgid='<aldbury.loans.close.20261118@aldbury.com>', fname='Aldbury_loan_closes.xlsx', body='Closes attached.')
    L.append(('24-loans-prev-band-xlsx', G.loan_xlsx, p))
    p = persona('Corriemoor Securities', 'corriemoor.com', 'Ray Dunstable', 'Agency Trading', '+1 212 555 0236')
    p.update(rng=R(26), n=(4, 5, 3), bsz=5, dsz=50, opening='Agy levels, px unless noted.',
             bullet_head='Bullets, 5x5:', call_head='Callables - size on each line:', dn_head='Discount notes on disc rate, 50x50:',
             closing=['Callables: vol sellers around, levels 2-3c better.', 'Ray'],
             to='agency-clients@corriemoor.com', date='Wed, 18 Nov 2026 08:33:00 -0500', subject='CMS agy levels',
             msgid='<CMS.agy.0833.18Nov2026@corriemoor.com>')
    L.append(('26-agency-run-text', G.agency_text, p))
    p = persona('Glenrothy Capital', 'glenrothy.com', 'Shona Baird', 'Leveraged Finance', '+1 212 555 0271')
    p.update(rng=R(28), lsz=2, hsz=1, opening='Loans and HY, midday.', loan_head='Loans in px, 2MM clips.',
             loans=[('Ormsby Dental', 'TLB S+400 5/31', 'LX293381'), ('Polwarth Foods', 'TL S+375 9/30', 'LX287702'),
                    ('Quarley Systems', 'TLB S+325 2/32', 'LX302218'), ('Redmire Chemicals', '1L TLB S+450 4/30', 'LX280045')],
             hy_head='HY bonds, 1MM unless noted:', hy=[('FOLKSTONE', 7.875, 2030), ('GARTHWAITE', 6.25, 2032), ('HEBBURN', 10.5, 2029),
                                                        ('INGLEBY', 5.75, 2031), ('JEDBURN', 8.375, 2033)],
             closing=['Chg is d/d vs last night\'s marks.'], to='levfin@glenrothy.com', date='Wed, 18 Nov 2026 12:10:00 -0500',
             subject='Glenrothy loans / HY', msgid='<GLN.levfin.1210.20261118@glenrothy.com>')
    L.append(('28-loans-hy-text', G.loan_text, p))
    p = persona('Fairhurst Markets', 'fairhurstmkts.com', 'Elliot Vance', 'Securitized Trading', '+1 704 555 0262')
    p.update(rng=R(30), clip=2, intro=['All,', 'Structured levels below. All sizes 2MM unless noted.'],
             deals=[('CRVN 2023-C12', 'CMBS', [('A4', 'AAA', 88, 100), ('B', 'AA-', 150, 185)]),
                    ('ESTR 2024-OFC', 'SASB', [('A', 'AAA', 125, 150), ('C', 'A-', 230, 270)]),
                    ('Tarbert Auto Receivables 2026-1', 'Auto ABS', [('A2', 'AAA', 45, 60), ('C', 'A', 105, 125)]),
                    ('Glenmire Equipment 2025-2', 'Equip ABS', [('A3', 'AAA', 50, 62)])],
             after=['Px (mid) = model mid price, for reference only.'], to='struct@fairhurstmkts.com', date='Wed, 18 Nov 2026 12:30:00 -0500',
             subject='FM structured levels', msgid='<FM.struct.1230.20261118@fairhurstmkts.com>')
    L.append(('30-cmbs-abs-outlook-table-html', G.structured_html, p))
    p = persona('Sallowfield Brothers', 'sallowfield.com', 'Viktor Ness', 'EM Trading', '+1 212 555 0253')
    p.update(rng=R(32), sz=3, intro=['Morning,', 'EM / IG cash below.'], caption='EM & IG cash (USD), 3MM per side',
             bonds=[('Rep of Durandia', 'XS', 5.875, '04/22/2035', 'sovereign'), ('Kingdom of Eskvale', 'XS', 6.5, '09/14/2031', 'sovereign'),
                    ('Rep of Pellaran', 'XS', 8.25, '06/30/2040', 'sovereign'), ('Norwell Pipelines', 'US', 5.45, '10/01/2035', 'corporate'),
                    ('Atherby Chemicals', 'US', 4.95, '04/15/2030', 'corporate'), ('Quillon Energia SA', 'XS', 7.0, '03/01/2034', 'corporate')],
             after=['Chg in bp vs prior close; Yld (mid) for reference.'], to='em@sallowfield.com', date='Wed, 18 Nov 2026 07:58:00 -0500',
             subject='SB EM/IG cash', msgid='<SB.EM.IG.0758.20261118@sallowfield.com>')
    L.append(('32-em-ig-price-spread-html', G.credit_html, p))
    return L
