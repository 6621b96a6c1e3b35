"""CSV exports: the measure in a column of its own, in a code with its legend in the header
block, in a trailer line or in a second header row of units. Pairs: (government, em_sovereign),
(frn, agency)."""

from __future__ import annotations

from common import Attachment, M, date, mk, q, ui

# ---------------------------------------------------------------- 33 / 34: governments and EM


def valderas_long_medida():
    d = "valderas"
    s1, s2, s3 = ui("ES", "valderas spgb 34"), ui("ES", "valderas spgb 30"), ui("ES", "valderas letra 28")
    e1, e2, e3 = ui("US", "valderas mex 35"), ui("US", "valderas colom 35"), ui("US", "valderas chile 54")
    rows = [
        "fecha;hora;isin;emisor;cupon;vencimiento;medida;compra;venta;nominal_mill;divisa;comentario",
        f"13/04/2027;09:02;{s1};SPGB;3,45;30/07/2034;PRECIO;101,42;101,49;10;EUR;",
        f"13/04/2027;09:02;{s1};SPGB;3,45;30/07/2034;TIR;3,236;3,226;10;EUR;",
        f"13/04/2027;09:02;{s2};SPGB;2,7;31/01/2030;PRECIO;100,32;100,37;10;EUR;",
        f"13/04/2027;09:02;{s2};SPGB;2,7;31/01/2030;TIR;2,579;2,561;10;EUR;",
        f"13/04/2027;09:03;{s3};LETRAS;0;08/04/2028;TIR;2,231;2,219;25;EUR;letra a 12 meses",
        f"13/04/2027;09:05;{e1};MEX;6,375;15/03/2035;PRECIO;99,10;99,60;2;USD;",
        f"13/04/2027;09:05;{e1};MEX;6,375;15/03/2035;TIR;6,52;6,44;2;USD;",
        f"13/04/2027;09:05;{e1};MEX;6,375;15/03/2035;DIF_Z;268;259;2;USD;pb sobre curva UST",
        f"13/04/2027;09:06;{e2};COLOMBIA;8;14/11/2035;PRECIO;7,41%;7,33%;2;USD;cotiza en TIR, no en precio",
        f"13/04/2027;09:06;{e3};CHILE;5,33;05/01/2054;PRECIO;94,20;;1;USD;solo compra",
        "# medida: PRECIO = precio limpio (%), TIR = rendimiento (%), DIF_Z = diferencial Z (pb). Cierre anterior no incluido.",
        "# Valderas Valores SV, S.A. - Calle Serrano 41, 28001 Madrid - Tel. +34 91 555 30 84",
    ]
    data = ("\r\n".join(rows) + "\r\n").encode("utf-8-sig")
    att = Attachment("valderas_cotizaciones_20270413.csv", data, "text/csv", "csv")
    g = []
    g += q(s1, "government", d, size="10mm", comma=True, price=("101,42", "101,49"))
    g += q(s1, "government", d, size="10mm", comma=True, yield_=("3,236", "3,226"))
    g += q(s2, "government", d, size="10mm", comma=True, price=("100,32", "100,37"))
    g += q(s2, "government", d, size="10mm", comma=True, yield_=("2,579", "2,561"))
    g += q(s3, "government", d, size="25mm", comma=True, yield_=("2,231", "2,219"))
    g += q(e1, "em_sovereign", d, size="2mm", comma=True, price=("99,10", "99,60"))
    g += q(e1, "em_sovereign", d, size="2mm", comma=True, yield_=("6,52", "6,44"))
    g += q(e1, "em_sovereign", d, size="2mm", comma=True, z_spread=("268", "259"))
    g += q(e2, "em_sovereign", d, size="2mm", comma=True, yield_=("7,41", "7,33"))
    g += q(e3, "em_sovereign", d, size=(M(1), None), comma=True, price=("94,20", None))
    body = "Buenos dias,\n\nadjunto el fichero de cotizaciones (una fila por medida).\n\nSaludos,\nLucia Ferrer\nValderas Valores | +34 91 555 30 84\n"
    return mk("valderas-csv-long-medida", "csv", g, sender="Lucia Ferrer <lferrer@valderas.es>",
              subject="Cotizaciones 13/04/2027 (csv)", date=date("09:08:12", "+0200"), text=body, attachments=[att])


def castelvetro_tipo_code():
    d = "castelvetro"
    b = [ui("IT", f"castelvetro btp {k}") for k in range(3)]
    e = [ui("XS", f"castelvetro em {k}") for k in range(3)]
    rows = [
        "# CASTELVETRO SIM - quotazioni indicative",
        "# Data: 13/04/2027  Ora: 10:15",
        "# Tipo: P = prezzo (% del nominale); R = rendimento lordo (%); S = spread su Bund (pb)",
        "# Quantita in milioni di EUR (USD per gli emergenti)",
        "ISIN;Descrizione;Scadenza;Tipo;Denaro;Lettera;Quantita;Ultimo",
        f"{b[0]};BTP 3,6% 2035;01/08/2035;P;100,24;100,31;5;100,18",
        f"{b[0]};BTP 3,6% 2035;01/08/2035;R;3,565;3,556;5;3,572",
        f"{b[1]};BTP 2,95% 2030;15/02/2030;P;100,41;100,45;10;100,39",
        f"{b[2]};BTP 4,15% 2039;01/10/2039;S;121;118;5;123",
        f"{e[0]};ROMANIA 5,625% 2036;22/02/2036;P;96,40;96,95;2;96,30",
        f"{e[1]};SERBIA 6,5% 2033;26/09/2033;R;6,71;6,60;2;6,74",
        f"{e[2]};BULGARIA 4,5% 2033;27/01/2033;P;101,15;;1;101,10",
    ]
    data = ("\n".join(rows) + "\n").encode("utf-8")
    att = Attachment("castelvetro_quotazioni_130427.csv", data, "text/csv", "csv")
    g = []
    g += q(b[0], "government", d, size="5mm", comma=True, price=("100,24", "100,31"))
    g += q(b[0], "government", d, size="5mm", comma=True, yield_=("3,565", "3,556"))
    g += q(b[1], "government", d, size="10mm", comma=True, price=("100,41", "100,45"))
    g += q(b[2], "government", d, size="5mm", spread=("121", "118"))
    g += q(e[0], "em_sovereign", d, size="2mm", comma=True, price=("96,40", "96,95"))
    g += q(e[1], "em_sovereign", d, size="2mm", comma=True, yield_=("6,71", "6,60"))
    g += q(e[2], "em_sovereign", d, size=(M(1), None), comma=True, price=("101,15", None))
    body = "Buongiorno, in allegato il file delle quotazioni.\n\nMarco Bellini - Castelvetro SIM - Tel. +39 02 555 6120\n"
    return mk("castelvetro-csv-tipo-code-legend", "csv", g, sender="Marco Bellini <m.bellini@castelvetro.it>",
              subject="Quotazioni BTP / emergenti 13.04", date=date("10:16:40", "+0200"), text=body, attachments=[att])


# ---------------------------------------------------------------- 35 / 36: floaters and agencies


def norrvik_trailer_units():
    d = "norrvik"
    f = [ui("SE", "norrvik frn 0"), ui("NO", "norrvik frn 1"), ui("SE", "norrvik frn 2"), ui("XS", "norrvik frn 3")]
    a = [ui("SE", "norrvik kinv 30"), ui("XS", "norrvik nib 31"), ui("NO", "norrvik kbn 29")]
    rows = [
        "ISIN,Issuer,Coupon,Maturity,Bid,Ask,Flag,Size (m),Ccy",
        f"{f[0]},SKARHOLMEN FASTIGHETER FRN,3mS+145,2029-03-18,141,133,,50,SEK",
        f"{f[1]},VESTBY KRAFT FRN,3mN+118,2028-11-02,114,108,,,NOK",
        f"{f[2]},KOMMUNINVEST FRN,3mS+12,2028-06-01,10,7,,200,SEK",
        f"{f[3]},NIB FRN,SOFR+18,2029-09-14,100.06,100.11,P,10,USD",
        f"{a[0]},KOMMUNINVEST,2.75,2030-11-12,-4,-7,,100,SEK",
        f"{a[1]},NIB,3.125,2031-05-20,9,6,,10,EUR",
        f"{a[2]},KOMMUNALBANKEN,4.25,2029-06-05,101.82,101.95,P,,USD",
        "# Bid/Ask: floaters = DM (bp) over the 3m index (STIBOR / NIBOR / SOFR compounded); fixed = ASW (bp) vs 6m/3m swaps.",
        "# Flag P = the row is quoted in price, not in bp. Blank size = 25m of the row's currency per side.",
        "# Norrvik Bank AB (publ), Kungstradgardsgatan 8, Stockholm. +46 8 555 219 40. Indicative.",
    ]
    data = ("\n".join(rows) + "\n").encode("utf-8")
    att = Attachment("NORRVIK_FRN_SSA_20270413.csv", data, "text/csv", "csv")
    g = []
    g += q(f[0], "frn", d, size="50mm", dm=("141", "133"))
    g += q(f[1], "frn", d, size="25mm", dm=("114", "108"))
    g += q(f[2], "frn", d, asset_class="agency", size="200mm", dm=("10", "7"))
    g += q(f[3], "frn", d, asset_class="agency", size="10mm", price=("100.06", "100.11"))
    g += q(a[0], "agency", d, size="100mm", i_spread=("-4", "-7"))
    g += q(a[1], "agency", d, size="10mm", i_spread=("9", "6"))
    g += q(a[2], "agency", d, size="25mm", price=("101.82", "101.95"))
    body = "Hi,\n\nNordic FRN / SSA levels attached. Units are explained at the bottom of the file.\n\n" \
           "Br,\nElin Sandqvist\nNorrvik Bank | +46 8 555 219 40\n"
    return mk("norrvik-csv-trailer-units-flag-p", "csv", g, sender="Elin Sandqvist <elin.sandqvist@norrvik.se>",
              subject="FRN / SSA levels 13 April", date=date("09:41:27", "+0200"), text=body, attachments=[att])


def aurland_two_header_rows():
    d = "aurland"
    f = [ui("US", f"aurland frn {k}") for k in range(3)]
    a = [ui("US", f"aurland ssa {k}") for k in range(3)]
    rows = [
        "Security,ISIN,Index,Maturity,Bid,Ask,Bid,Ask,Size,Updated",
        ",,,,bp,bp,px,px,MM,ET",
        f"IBRD FRN,{f[0]},SOFR+21,01/15/2030,19.5,17,100.07,100.14,25,08:41",
        f"ASIAN DEV BANK FRN,{f[1]},SOFR+27,06/16/2031,24,21.5,100.12,100.22,25,08:41",
        f"FHLB FRN,{f[2]},SOFR+6,10/02/2028,5,3.5,,,50,08:42",
        f"EIB 4 1/8 05/2031,{a[0]},,05/15/2031,T+19,T+16,100.21,100.34,10,08:44",
        f"KFW 3 7/8 09/2029,{a[1]},,09/14/2029,SOFR MS+22,SOFR MS+19,99.92,100.01,10,08:44",
        f"IADB 4 1/2 02/2034,{a[2]},,02/08/2034,,,101.05,101.30,5,08:45",
    ]
    data = ("\r\n".join(rows) + "\r\n").encode("utf-8")
    att = Attachment("aurland_ssa_frn_041327.csv", data, "text/csv", "csv")
    g = []
    g += q(f[0], "frn", d, asset_class="agency", size="25mm", dm=("19.5", "17"), price=("100.07", "100.14"))
    g += q(f[1], "frn", d, asset_class="agency", size="25mm", dm=("24", "21.5"), price=("100.12", "100.22"))
    g += q(f[2], "frn", d, asset_class="agency", size="50mm", dm=("5", "3.5"))
    g += q(a[0], "agency", d, size="10mm", spread=("19", "16"), price=("100.21", "100.34"))
    g += q(a[1], "agency", d, size="10mm", i_spread=("22", "19"), price=("99.92", "100.01"))
    g += q(a[2], "agency", d, size="5mm", price=("101.05", "101.30"))
    body = "SSA / FRN export attached - second row of the file carries the units.\n\nIvar Lunde | Aurland Securities | +1 212 555 0287\n"
    return mk("aurland-csv-units-second-header-row", "csv", g, sender="Ivar Lunde <ilunde@aurland.com>",
              subject="SSA + floaters csv - 4/13", date=date("08:47:02", "-0400"), text=body, attachments=[att])


LAYOUTS = [
    valderas_long_medida, castelvetro_tipo_code,
    norrvik_trailer_units, aurland_two_header_rows,
]
