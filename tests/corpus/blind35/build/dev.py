"""DEV half of blind35 (odd numbers)."""
import random
from personas import persona
import families as F
import families2 as G

def layouts():
    R = lambda k: random.Random(35 * 1000 + k)
    L = []
    # 01 agency monospace run, decimals
    p = persona('Harrowgate Securities LLC', 'desk.harrowgate.com', 'Ryan Okafor', 'US Agency Trading', '+1 212 555 0143')
    p.update(rng=R(1), n=(7, 6, 4), per_page=14, title='AGENCY RUN', subtitle='Bullets / callables / step-ups. Px in decimals. Size in MM, bid and offer.',
             datestr='11/17/2026 07:42 ET', to='agency-clients@lists.harrowgate.com', date='Tue, 17 Nov 2026 07:44:10 -0500',
             subject='HGS agency run 11/17', msgid='<20261117074410.HGS.agy01@harrowgate.com>', fname='HGS_Agency_Run_20261117.pdf',
             body='Morning - agency run attached (bullets, callables, step-ups).\nCallables keep drifting lower on the vol bid; bullets unch to +2c.')
    L.append(('01-agency-run-monospace-pdf', F.agency_mono_pdf, p))
    # 03 side by side bullets / discos
    p = persona('Belmarsh Capital Markets', 'belmarsh.com', 'Dana Whitlock', 'Rates - Agencies', '+1 646 555 0188')
    p.update(rng=R(3), n=(8, 7), bsz=5, dsz=25, dn_band='Disc Rate (%)', datestr='17-Nov-2026',
             foot='Discount notes quoted on discount rate, actual/360. Bullets in points of par. Belmarsh Capital Markets, Rates Desk.',
             to='rates-clients@belmarsh.com', date='Tue, 17 Nov 2026 08:05:33 -0500', subject='Belmarsh agency axes - bullets & discos',
             msgid='<BCM-AGY-20261117-0805@belmarsh.com>', fname='belmarsh_agency_axes.pdf',
             body='Hi all,\n\nAxes for the day attached - bullets on price next to the disco grid.\nDisco curve 2-3bp richer since Friday.')
    L.append(('03-agency-bullets-discos-side-by-side-pdf', F.agency_side_pdf, p))
    # 05 CLO with cover
    p = persona('Tollcross Partners', 'tollcross.com', 'Marcus Feld', 'CLO Trading', '+1 212 555 0177')
    p.update(rng=R(5), deals=['Kestrel Bay CLO 2023-4A', 'Ashby Point CLO 2024-1A', 'Marrow Creek CLO 2022-7A'], per_deal=4, blank=2,
             dm_band='DM (bp)', datestr='November 17, 2026', cover_size='All levels for 2MM current face unless noted in the Size column.',
             contacts=['Marcus Feld  +1 212 555 0177', 'Priya Raman  +1 212 555 0179', 'Desk  clo@tollcross.com'],
             to='clo-distro@tollcross.com', date='Tue, 17 Nov 2026 09:12:00 -0500', subject='Tollcross CLO secondary levels 11/17',
             msgid='<tcp.clo.20261117.0912@tollcross.com>', fname='Tollcross_CLO_Secondary_17Nov26.pdf',
             body='Team,\n\nCLO secondary levels attached. Mezz tighter 5-10 on the week, AAAs sticky.')
    L.append(('05-clo-tranches-cover-landscape-pdf', F.clo_pdf, p))
    # 07 CMBS two pages
    p = persona('Wexcombe Securities', 'wexcombe.com', 'Aileen Porter', 'CMBS Trading', '+1 704 555 0120')
    p.update(rng=R(7), deals=[('BRKM 2024-C18', 'Conduit'), ('WLDN 2025-C31', 'Conduit'), ('HRBR 2024-MALL', 'SASB'), ('QNTX 2025-LOG', 'SASB')],
             blank=5, sp_band='Spread (bp)', datestr='11/17/2026', blank_note='Size column: blank = 5MM.',
             note1='Spreads in bp to the interpolated Treasury curve. WAL in years; CE % is current credit enhancement.',
             to='cmbs-accounts@wexcombe.com', date='Tue, 17 Nov 2026 10:31:18 -0500', subject='WXS CMBS run - conduit & SASB',
             msgid='<wxs-cmbs-run-1031-20261117@wexcombe.com>', fname='WXS_CMBS_Run_11-17-2026.pdf',
             body='Conduit and SASB run attached, two pages.')
    L.append(('07-cmbs-conduit-sasb-two-pages-pdf', F.cmbs_pdf, p))
    # 09 ABS offerings
    p = persona('Ardmillan & Co', 'ardmillan.com', 'Tess Calloway', 'ABS Trading', '+1 312 555 0166')
    p.update(rng=R(9), datestr='17 Nov 2026', offer_line='Offerings - all levels below are offers. Size available in MM current face.',
             fixed_title='AUTO / CARD - fixed, spread to interpolated Treasuries',
             fixed=[('Carrick Auto 2026-2', 'Prime Auto', ['A3', 'A4', 'B']), ('Lanyon Card Master 2025-3', 'Card', ['A']),
                    ('Solway Auto Owner 2025-4', 'Prime Auto', ['A3', 'C'])],
             float_title='STUDENT LOAN FLOATERS - DM over 30d SOFR',
             floaters=[('Pembrey Student Loan 2021-B', ['A1B', 'A2']), ('Rothley Education 2019-1', ['A'])],
             notes=['Factor as of the 11/15 distribution. WAL at 1.5 ABS (auto), 5% CPR (student loan).', 'Ardmillan & Co - ABS desk +1 312 555 0166'],
             to='abs-investors@ardmillan.com', date='Tue, 17 Nov 2026 11:02:45 -0600', subject='Ardmillan ABS offerings',
             msgid='<ARD.ABS.OFFER.20261117@ardmillan.com>', fname='Ardmillan_ABS_Offerings.pdf',
             body='Today\'s ABS offerings attached - auto, card and student loan paper.')
    L.append(('09-abs-offerings-auto-card-student-pdf', F.abs_pdf, p))
    # 11 loans out of reading order
    p = persona('Quillfield Capital', 'quillfield.com', 'Sam Hennessey', 'Par Loan Trading', '+1 212 555 0101')
    p.update(rng=R(11), datestr='11/17/26', size_line='Loans 1mm per side unless noted. Px in points.', sz=1, model_head='Model (mid)', mark_row=2,
             loans=[('Ashgrove Pharma', 'TLB S+375 11/31'), ('Brambly Holdings', '1L TL S+325 06/30'), ('Coldharbour Software', 'TLB S+350 03/32'),
                    ('Dunnock Packaging', 'TL B2 S+425 09/29'), ('Elmstead Logistics', '1L TLB S+300 02/31'), ('Fernhill Dental Partners', 'TLB S+500 12/29'),
                    ('Gorsey Telecom', '2L TL S+675 07/31'), ('Hatherley Foods', 'TLB S+275 05/32')],
             foot_a='a  Offer firm until 12:00 NY.',
             to='loan-clients@quillfield.com', date='Tue, 17 Nov 2026 08:48:02 -0500', subject='QC par loans - levels',
             msgid='<qc-loans-0848-1117@quillfield.com>', fname='QC_Loan_Levels_111726.pdf',
             body='Loan levels attached. Repricing wave still weighing on the S+275-325 paper.')
    L.append(('11-loans-out-of-order-pdf', F.loan_pdf, p))
    # 13 CRT monospace bands
    p = persona('Kestrow Brothers', 'kestrow.com', 'Lena Marsh', 'MBS Credit', '+1 212 555 0155')
    p.update(rng=R(13), split=5, datestr='17NOV26',
             deals=[('STAVELEY CRT 2024-DNA2', ['M1', 'M2', 'B1']), ('QUARLTON RISK 2025-HQA1', ['M1A', 'M1B', 'B1']), ('RENNICK CIRT 2024-R05', ['M2', 'B1', 'B2'])],
             intro=['DM in bp over 30d SOFR; price in points. ORIG / CURR face in $MM.', 'B x O = bid and offer size in MM.'],
             to='crt@kestrow.com', date='Tue, 17 Nov 2026 09:55:40 -0500', subject='KB CRT run',
             msgid='<KB.CRT.0955.17112026@kestrow.com>', fname='KB_CRT_run.pdf', body='CRT run attached. B1s in demand, M2s unchanged.')
    L.append(('13-crt-monospace-bands-pdf', F.crt_pdf, p))
    # 15 IG/HY/EM price + spread
    p = persona('Penhallow Securities', 'penhallow.com', 'Gregor Vance', 'Credit Trading', '+1 212 555 0190')
    p.update(rng=R(15), split=9, datestr='17 November 2026',
             sections=[('INVESTMENT GRADE', 'corporate', [('Veltrane Industrial', 'US', 4.85, '03/15/2031', 'IG'), ('Orwick Health', 'US', 5.2, '09/01/2034', 'IG'),
                                                          ('Cassmoor Utilities', 'US', 5.65, '06/15/2054', 'IG'), ('Tenbury Rail', 'US', 4.4, '02/01/2030', 'IG')]),
                       ('HIGH YIELD (price only)', 'corporate', [('Brackenridge Media', 'US', 7.25, '10/15/2031', 'HY'), ('Stoat Energy', 'US', 8.5, '05/01/2030', 'HY'),
                                                                 ('Halsey Cruise', 'US', 6.875, '04/01/2032', 'HY')]),
                       ('EM SOVEREIGNS (USD)', 'sovereign', [('Rep of Caldoria', 'XS', 6.25, '01/28/2034', 'EM'), ('Kingdom of Vasmark', 'XS', 5.5, '07/09/2036', 'EM'),
                                                             ('Rep of Ostrava Verde', 'XS', 7.75, '03/20/2045', 'EM'), ('Estado de Miralta', 'US', 4.95, '11/05/2032', 'EM')])],
             to='credit-clients@penhallow.com', date='Tue, 17 Nov 2026 07:30:12 -0500', subject='Penhallow cash run - IG / HY / EM',
             msgid='<PS-CASH-RUN-20261117-0730@penhallow.com>', fname='Penhallow_Cash_Run.pdf', body='Cash run attached. IG 1-2 tighter, EM sovs better bid.')
    L.append(('15-ig-hy-em-price-spread-pdf', F.credit_pdf, p))
    # 17 DOCX agency callable offerings
    p = persona('Harrowgate Securities LLC', 'desk.harrowgate.com', 'Ines Varga', 'Agency Structured Sales', '+1 212 555 0148')
    p.update(rng=R(17), n=8, intro='Offerings - callable agencies. All prices are offers; Avail in $MM. Settle T+1.',
             notes=['YTC to the next call at the call price; YTW = lower of YTC and YTM.', 'Harrowgate Securities LLC. Member FINRA/SIPC.'],
             to='muni-agency-clients@harrowgate.com', date='Tue, 17 Nov 2026 10:15:00 -0500', subject='Callable agency offerings 11/17',
             msgid='<hgs.callables.20261117.1015@harrowgate.com>', fname='HGS_Callable_Offerings_1117.docx',
             body="Today's callable offerings attached.")
    L.append(('17-agency-callable-offerings-docx', G.agency_docx, p))
    # 19 DOCX loans with status
    p = persona('Quillfield Capital', 'quillfield.com', 'Rosa Lindqvist', 'Leveraged Finance Trading', '+1 212 555 0107')
    p.update(rng=R(19), datestr='17-Nov-2026', title='Levels in px. 1MM clips unless noted.', clip=1, status={3: 'TRADED'},
             loans=[('Ivybridge Chemicals', 'TLB S+400 04/31'), ('Jessop Aerospace', 'Incremental TLB S+350 08/30'), ('Kirkby Waste Services', 'TLB S+325 01/32'),
                    ('Longridge Hotels', 'TL S+450 10/29'), ('Midhurst Insurance Svcs', '1L TLB S+300 03/31'), ('Netley Retail', 'TLB S+575 06/29'),
                    ('Oakhanger Data Centers', 'TLB S+250 11/32')],
             foot='Yest Bid = prior close. LIN = LSTA loan identification number.',
             to='loan-accounts@quillfield.com', date='Tue, 17 Nov 2026 13:20:11 -0500', subject='QC loan levels (Word)',
             msgid='<qc.loans.word.1320@quillfield.com>', fname='QC_loan_levels_17Nov.docx', body='Afternoon levels attached.')
    L.append(('19-loans-status-column-docx', G.loan_docx, p))
    # 21 XLSX CLO / ABS bands
    p = persona('Wexcombe Securities', 'wexcombe.com', 'Omar Delacroix', 'Securitized Products', '+1 704 555 0128')
    p.update(rng=R(21), tab='Run', title='CLO / ABS floater run', size_line='Sizes 1MM unless noted', clip=1, dm_band='DM (bp)', datestr='17-Nov-2026 10:00',
             deals=[('Heron Quay CLO 2024-2A', 'CLO', [('A1', 'AAA'), ('B', 'A'), ('D', 'BBB')]), ('Pellow Ridge CLO 2023-9A', 'CLO', [('A1', 'AAA'), ('C', 'A'), ('E', 'BB')]),
                    ('Lanyon Card Master 2024-F1', 'ABS', [('A', 'AAA')]), ('Pembrey Student Loan 2022-A', 'ABS', [('A1B', 'AAA'), ('B', 'AA')])],
             foot='WARF / factor as of last payment date. Levels in price and DM over SOFR.',
             to='securitized@wexcombe.com', date='Tue, 17 Nov 2026 10:02:51 -0500', subject='WXS CLO/ABS floater run (xlsx)',
             msgid='<wxs.float.run.1002.20261117@wexcombe.com>', fname='WXS_floater_run.xlsx', body='Floater run in the attached sheet.')
    L.append(('21-clo-abs-floater-bands-xlsx', G.clo_xlsx, p))
    # 23 XLSX loans with Prev band
    p = persona('Ardmillan & Co', 'ardmillan.com', 'Nick Brannigan', 'Loan Trading', '+1 312 555 0161')
    p.update(rng=R(23), title='Leveraged loans (px) - all sizes 2MM unless noted', clip=2,
             loans=[('Pilgrim Foods', 'TLB S+350 2031'), ('Quarrendon Labs', 'TL S+425 2030'), ('Ravensworth Auto Parts', 'TLB S+400 2029'),
                    ('Sedgley Networks', '1L TLB S+325 2032'), ('Thornaby Steel', 'TLB S+475 2030'), ('Upton Cloud', 'TLB S+300 2031')],
             foot='Fac ($MM) = facility size. Prev = 11/16 close.',
             to='loans@ardmillan.com', date='Tue, 17 Nov 2026 16:45:00 -0600', subject='Ardmillan loan closes',
             msgid='<ard.loans.close.20261117@ardmillan.com>', fname='Ardmillan_loans_close.xlsx', body='Closing loan levels attached.')
    L.append(('23-loans-prev-band-xlsx', G.loan_xlsx, p))
    # 25 text agency
    p = persona('Belmarsh Capital Markets', 'belmarsh.com', 'Hugo Brandt', 'Agency Trading', '+1 646 555 0183')
    p.update(rng=R(25), n=(5, 4, 4), bsz=10, dsz=25, opening='Agency run - px unless stated. Call sched after the level.',
             bullet_head='Bullets, 10x10:', call_head='Callables (sizes on the line):', dn_head='Discos on disc rate, 25x25:',
             closing=['Vol a touch lower, callables better bid. 2s/5s agy spread +1.', 'Hugo'],
             to='agency-desk-clients@belmarsh.com', date='Tue, 17 Nov 2026 08:21:30 -0500', subject='BCM agy run',
             msgid='<BCM.agyrun.0821.17Nov2026@belmarsh.com>')
    L.append(('25-agency-run-text', G.agency_text, p))
    # 27 text loans + HY
    p = persona('Kestrow Brothers', 'kestrow.com', 'Jules Abernethy', 'Lev Fin Trading', '+1 212 555 0152')
    p.update(rng=R(27), lsz=1, hsz=2, opening='Lev fin levels, late morning.', loan_head='Loans in px, 1MM clips.',
             loans=[('Vexley Marine', 'TLB S+375 3/31', 'LX291044'), ('Wetherden Brands', 'TLB S+425 8/30', 'LX288812'),
                    ('Yarrowby Health', '1L TL S+350 1/32', 'LX301577'), ('Zennor Metals', 'TLB S+500 6/29', 'LX276530'),
                    ('Abbotsley Media', '2L S+700 11/31', 'LX299410')],
             hy_head='HY cash, 2MM unless noted:', hy=[('BRACKENHOLT', 7.25, 2031), ('CINDERFORD', 8.125, 2030), ('DALESWICK', 6.5, 2033),
                                                       ('EASTRIDGE', 9, 2029)],
             closing=['Prices are d/d vs yesterday\'s 4pm marks. Call with any interest.'],
             to='levfin-clients@kestrow.com', date='Tue, 17 Nov 2026 11:40:05 -0500', subject='KB lev fin levels',
             msgid='<KB.levfin.1140.20261117@kestrow.com>')
    L.append(('27-loans-hy-text', G.loan_text, p))
    # 29 HTML structured
    p = persona('Tollcross Partners', 'tollcross.com', 'Nadia Osei', 'Securitized Trading', '+1 212 555 0171')
    p.update(rng=R(29), clip=3, intro=['Hi all,', 'CMBS / ABS run below. All sizes 3MM unless noted.'],
             deals=[('BRKM 2024-C18', 'CMBS', [('A5', 'AAA', 85, 98), ('A-S', 'AAA', 115, 135), ('C', 'A-', 220, 265)]),
                    ('HRBR 2024-MALL', 'SASB', [('A', 'AAA', 118, 140), ('D', 'BBB-', 300, 360)]),
                    ('Carrick Auto 2026-2', 'Auto ABS', [('A3', 'AAA', 42, 55), ('B', 'AA', 68, 80)]),
                    ('Lanyon Card Master 2025-3', 'Card ABS', [('A', 'AAA', 34, 45)])],
             after=['Px (mid) is our model price at mid, for reference.'],
             to='securitized@tollcross.com', date='Tue, 17 Nov 2026 12:05:44 -0500', subject='Tollcross CMBS/ABS run',
             msgid='<tcp.struct.run.1205.20261117@tollcross.com>')
    L.append(('29-cmbs-abs-outlook-table-html', G.structured_html, p))
    # 31 HTML EM / IG
    p = persona('Penhallow Securities', 'penhallow.com', 'Clara Moreau', 'EM Credit Trading', '+1 212 555 0194')
    p.update(rng=R(31), sz=2, intro=['Good morning,', 'EM and IG levels below.'], caption='EM sovs & IG cash (USD) - 2MM per side',
             bonds=[('Rep of Caldoria', 'XS', 6.25, '01/28/2034', 'sovereign'), ('Kingdom of Vasmark', 'XS', 5.5, '07/09/2036', 'sovereign'),
                    ('Rep of Tallinor', 'XS', 7.125, '05/15/2041', 'sovereign'), ('Petrovasca SA', 'XS', 6.75, '02/10/2033', 'corporate'),
                    ('Veltrane Industrial', 'US', 4.85, '03/15/2031', 'corporate'), ('Orwick Health', 'US', 5.2, '09/01/2034', 'corporate'),
                    ('Estado de Miralta', 'US', 4.95, '11/05/2032', 'sovereign')],
             after=['Chg vs yesterday close. Yld (mid) for reference.'],
             to='em-clients@penhallow.com', date='Tue, 17 Nov 2026 07:55:09 -0500', subject='Penhallow EM/IG run',
             msgid='<PS.EM.IG.0755.20261117@penhallow.com>')
    L.append(('31-em-ig-price-spread-html', G.credit_html, p))
    return L
