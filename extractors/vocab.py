"""Words dealers use, as data: asset-class markers, section headings and column headers.

Kept apart from the grammar so a new desk habit is a one-line change here.
"""

from __future__ import annotations

import re
import unicodedata

CURRENCIES = frozenset({"USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "NZD", "SEK", "NOK", "DKK"})

#: Government bond tickers and the currency they imply.
GOVT_TICKERS = {
    "T": "USD", "UST": "USD", "TSY": "USD", "TII": "USD", "DBR": "EUR", "BUND": "EUR", "OBL": "EUR", "BKO": "EUR",
    "OAT": "EUR", "FRTR": "EUR", "BTPS": "EUR", "BTP": "EUR", "SPGB": "EUR", "NETHER": "EUR",
    "UKT": "GBP", "GILT": "GBP", "JGB": "JPY", "CAN": "CAD", "ACGB": "AUD", "NZGB": "NZD",
}

#: Bloomberg-style tickers of emerging-market sovereigns.
SOVEREIGN_TICKERS = frozenset({
    "REPUB", "BRAZIL", "MEX", "MEXICO", "COLOM", "PERU", "CHILE", "PANAMA", "INDON", "PHILIP", "TURKEY",
    "SOAF", "EGYPT", "NGERIA", "KENINT", "ANGOL", "GHANA", "ROMANI", "POLAND", "HUNGAA", "URUGUA",
    "ARGENT", "ECUA", "QATAR", "KSA", "OMAN", "BHRAIN", "ADGB", "CROATI", "SRILAN", "DOMREP", "ELSALV",
    "GUATEM", "PARGUY", "COSTAR", "JAMAN", "UKRAIN", "KAZAKS", "MOROC", "SENEGL", "IVYCST", "PKSTAN",
    # ... and the countries' names as dealers also write them.
    "COLOMBIA", "INDONESIA", "PHILIPPINES", "NIGERIA", "ANGOLA", "ROMANIA",
    "HUNGARY", "URUGUAY", "ARGENTINA", "ECUADOR", "ISRAEL", "SAUDI", "BAHRAIN", "SERBIA",
    "KAZAKHSTAN", "DOMINICAN", "GUATEMALA", "PARAGUAY", "JAMAICA", "UKRAINE", "MOROCCO", "SENEGAL", "PAKISTAN",
    "TURKIYE", "TURKIY", "UMS", "KENYA", "ZAMBIA", "BRASIL", "MEXICAN", "UAE", "SRILANKA", "CROATIA",
    # local-currency government bonds quoted on EM desks
    "MBONO", "UDIBONO",
})

MBS_TICKERS = frozenset({"FNCL", "FNCI", "FGLMC", "G2SF", "GNSF", "UMBS", "FNMA", "FHLMC", "GNMA"})

MUNI_WORDS = frozenset({
    "ST", "STATE", "AUTH", "CITY", "CNTY", "COUNTY", "REV", "GO", "SCH", "DIST", "TXBL", "WTR", "SWR",
    "HSG", "TRANSIT", "TOLL", "MUN", "UTIL", "HOSP", "HLTH", "PUB", "IMPT", "DORM", "FING", "TPK", "PWR",
    "ARPT", "UNIV", "MTA", "DASNY", "COMWLTH", "CMWLTH", "COMMONWEALTH", "TRANSN", "BRD", "DEV",
    # New York City and State, their finance authorities, housing and development agencies, water and power
    "NYC", "NYS", "TFA", "HFA", "IDA", "ISD", "DWP", "COPS",
})

CONVERT_WORDS = frozenset({"CV", "CVT", "CONV", "CONVERT", "EXCH"})
PREFERRED_WORDS = frozenset({"PFD", "PREF", "PRF", "PERP", "PREFERRED"})
CDS_INDEX_WORDS = frozenset({"CDX", "ITRX", "ITRAXX", "MCDX", "LCDX"})

LOAN_TOKEN = re.compile(
    r"^\(?(?:TL[A-H]?-?\d?|TLB\d?|DDTL|RCF?|REVOLVER|1L|2L|1ST|2ND|TERM|LOAN|"
    r"(?:S|L|E|SOFR|LIBOR|EURIBOR|SONIA|SOF)\s?\+\s?\d{2,4})\)?,?$",
    re.IGNORECASE,
)
TRANCHE_TOKEN = re.compile(r"^(?:19|20)\d{2}-[A-Z0-9]{1,6}$", re.IGNORECASE)

#: Short heading lines that set the asset class of the lines under them.
SECTION_WORDS = {
    "IG": "corporate", "HG": "corporate", "HY": "corporate", "CORPORATES": "corporate", "CREDIT": "corporate",
    "EM": "sovereign", "SOVS": "sovereign", "SOVEREIGNS": "sovereign", "SOVEREIGN": "sovereign",
    # "USD 2 mln (emergenti)", "titoli di Stato": the Italian, French and Spanish names of the sections
    "EMERGING": "sovereign", "EMERGENTI": "sovereign", "EMERGENTS": "sovereign", "EMERGENTES": "sovereign",
    "STATO": "government",
    "UST": "government", "GOVIES": "government", "GOVTS": "government", "TREASURIES": "government",
    "RATES": "government", "LOANS": "loan", "LEVERAGED": "loan", "CLO": "structured", "CLOS": "structured",
    "ABS": "structured", "MBS": "structured", "CMBS": "structured", "BWIC": "structured", "CDS": "cds",
    "RMBS": "structured", "CMO": "structured", "CMOS": "structured", "SECURITIZED": "structured",
    "SECURITISED": "structured",
    "AGENCIES": "agency", "AGENCY": "agency", "SSA": "agency", "SUPRAS": "agency", "SUPRANATIONALS": "agency",
    "SEMIS": "agency", "SEMI": "agency", "GOVERNMENT": "government", "GOVERNMENTS": "government",
    "GILTS": "government", "BILLS": "government",
    "MUNIS": "muni", "MUNI": "muni", "MUNICIPALS": "muni", "CONVERTS": "convertible",
    "CONVERTIBLES": "convertible", "PREFERREDS": "preferred", "PFDS": "preferred", "PREFS": "preferred",
}
#: A run's per-row status saying the market is gone (lower case): in a status column, or as a line's
#: last word ("... 2x2 TRADED"; "off" and "done" only in a column: on a line they may be a side or a fill).
DEAD_STATUS = frozenset({"off", "traded", "done", "sold", "withdrawn", "pulled", "filled", "gone"})
#: Words naming a securitisation in an instrument's name: beside a floating coupon ("cpn S+410") the
#: deal is still a tranche, not a loan.
SECURITISATION_WORDS = frozenset({"CLO", "CDO", "CLN", "ABS", "MBS", "CMBS", "RMBS", "CRT"})
SECTION_TYPE_WORDS = {
    "SPREAD": "spread", "SPREADS": "spread", "SPRD": "spread", "SPRDS": "spread", "SPD": "spread",
    "YIELD": "yield", "YIELDS": "yield", "YLD": "yield", "YLDS": "yield",
    "PRICE": "price", "PRICES": "price", "PX": "price", "UPFRONT": "upfront", "UPFRONTS": "upfront",
    "BP": "spread", "BPS": "spread", "DM": "dm", "DMS": "dm", "YTW": "yield", "YTM": "yield",
    "ASW": "i_spread",
}

#: Agency and supranational (SSA) issuers: priced like governments' cousins, on spread or price.
AGENCY_TICKERS = frozenset({
    "FNMA", "FHLMC", "FHLB", "FFCB", "FAMCA", "TVA", "KFW", "EIB", "IBRD", "IADB", "ADB", "ASIA", "AFDB",
    "EBRD", "NIB", "CADES", "BNG", "NEDWBK", "RENTEN", "LBANK", "EFSF", "ESM", "EU", "CDP", "KOMMUN", "CAF",
    "AIIB", "IFC", "IFAD", "COE", "UNEDIC", "AGFRNC", "SAGESS", "JBIC", "KBN", "SEK", "OKB", "BPIFRA",
    "AFD", "SFIL", "BPIFRANCE", "NRW", "KOMMUNALBANKEN", "KOMMUNEKREDIT", "KOMMUNINVEST",
    # the US agencies' discount notes by their own tickers (Freddie Mac, Fannie Mae, FHLB, Farm Credit)
    "FMCDN", "FNDN", "FHDN", "FCDN",
    # Australia's semi-governments (the states' treasury corporations)
    "NSWTC", "TCV", "QTC", "WATC", "SAFA", "TASCOR", "NTTC",
})
#: Agencies and supranationals as a run names them in full (the first words of the description).
AGENCY_NAMES = ("ASIAN DEV BANK", "ASIAN DEVELOPMENT BANK", "EUROPEAN INVESTMENT BANK", "WORLD BANK",
                "INTER-AMERICAN DEV", "INTER-AMERICAN DEVELOPMENT", "INTER AMERICAN DEV", "AFRICAN DEV BANK",
                "AFRICAN DEVELOPMENT BANK", "COUNCIL OF EUROPE", "NORDIC INVESTMENT BANK", "EUROPEAN UNION",
                "EUROPEAN STABILITY MECHANISM", "EUROPEAN FINANCIAL STABILITY", "FANNIE MAE", "FREDDIE MAC",
                "FEDERAL HOME LOAN", "FEDERAL FARM CREDIT", "TENNESSEE VALLEY", "ASIAN INFRASTRUCTURE",
                "INTL BK RECON", "INTL FINANCE CORP", "INTERNATIONAL FINANCE CORP", "EUROPEAN BK RECON",
                "EUROPEAN BANK FOR RECON")
#: Benchmarks a spread is quoted over, written between a bond and its levels.
SWAP_BENCHMARKS = frozenset({"MS", "SOFR", "ESTR", "€STR", "SONIA", "SWAPS", "MID-SWAPS", "SWAP", "ASW", "EURIBOR"})
BENCHMARK_WORDS = SWAP_BENCHMARKS | frozenset({"UST", "TSY", "TSYS", "BUND", "BUNDS", "DBR", "GILT", "GILTS", "UKT",
                                                "OAT", "OATS", "BTP", "BTPS", "VS", "BMK", "OTR"})
FRN_WORDS = frozenset({"FRN", "FRNS", "FLT", "FLOAT", "FLOATER", "FLOATING"})
#: Words a company's name ends with that say what kind of company it is, not which (lower case): a
#: dealer is named without them ("Ardsley Partners" is ardsley); a borrower's name wrapped onto a
#: second line ("Halvergate Specialty Chemicals" / "Holdings LLC") ends with one.
COMPANY_FORMS = frozenset({"partners", "securities", "capital", "markets", "llp", "llc", "ltd", "limited", "inc",
                           "plc", "bank", "co", "&", "group", "sa", "ag", "spa", "s.p.a", "gmbh", "nv", "bv",
                           "holdings", "corp", "corporation", "lp", "incorporated"})

# --- Column headers as data -------------------------------------------------------------------
# A header cell is normalised (lower case, letters and digits only, single spaces; a bracketed
# unit is read apart, see tabular.header_unit) and looked up here. A price column's role is
# "side:measure": side is bid, ask or level (one level for both sides: talk, cover); the measure
# may be empty (the unit comes from the header's bracket, the section, or the convention).

#: Words dealers use for each side of a market, in English, German, French, Italian and Spanish.
SIDE_WORDS = {
    "bid": ("bid", "bids", "bid side", "geld", "achat", "denaro", "compra", "buy", "bidding", "bied"),
    "ask": ("ask", "offer", "ofr", "offered", "offers", "brief", "vente", "lettera", "venta", "venda", "sell", "off",
            "offer side", "ask side", "laat"),
}
#: Words for each measure (docs/quotes.md, "Measures").
MEASURE_WORDS = {
    "price": ("px", "price", "prc", "kurs", "prix", "cash px", "cash price", "clean price", "clean px", "precio",
              "prezzo", "preco", "preço", "koers"),
    "yield": ("yld", "yield", "ytm", "ytw", "ytc", "yield to worst", "yield to maturity", "rendite", "rdt", "rend",
              "rendimento", "rendement", "rendimiento", "tir", "taxa",
              "yld to worst", "yld to mat", "yld to call", "yield to call", "ytc yld", "yield to mat",
              # bills on their discount rate, TIPS on their real yield
              "disc", "discount", "disc rate", "discount rate", "disc yld", "real yld", "real yield"),
    "spread": ("spd", "sprd", "spread", "stw", "spread to worst", "par spread", "par sprd", "par spd",
               "g", "g spread", "g spd", "gspd", "g sprd", "t spread", "t spd", "tsy spd",
               "bmk spread", "bmk spd", "oas", "spread bp", "spd bp", "bp", "bps", "running", "spread vs ust",
               "spd vs ust", "spread vs tsy", "spd vs tsy", "spread vs t", "spd vs t", "spread vs bmk",
               "spd vs bmk", "spread to ust", "spread vs govt", "spd vs govt", "spread vs bund", "vs ust", "vs tsy",
               "vs t", "vs bund", "vs gilt", "vs govt", "vs bmk", "g spread bp", "t spd bp", "spread to bench",
               "spd to bench", "sprd to bench", "spread to bmk", "spread to tsy", "spread to govt"),
    "z_spread": ("z spread", "z spd", "z sprd", "zspd", "zspread", "z"),
    "i_spread": ("i spread", "i spd", "ispd", "i sprd", "asw", "asw spd", "swap spread", "spread vs ms",
                 "spd vs ms", "spread vs mid swaps", "spd vs mid swaps", "vs ms", "ms", "spread vs swaps",
                 "spread vs sofr", "spd vs sofr", "spread vs mid swap", "re ms", "vs mid swaps", "vs sofr ms",
                 "vs sofr", "vs swaps", "vs estr ms", "vs euribor", "vs sonia", "spread vs sofr ms", "asw spread"),
    "dm": ("dm", "disc margin", "discount margin", "dm bp"),
    "upfront": ("upf", "upfront", "upfront pts", "pts upfront", "points upfront"),
}
#: One-level columns: the level is both sides (docs/quotes.md).
LEVEL_WORDS = {
    "talk": ("talk", "px talk", "price talk", "pricetalk", "talk px", "color", "colour", "guidance", "ipt",
             "dm talk", "spread talk", "spd talk", "yield talk", "yld talk", "talk dm", "talk bp"),
    "cover": ("cover", "cover px", "covers", "cover price", "cover level", "cover dm", "dm cover", "cover bp",
              "cover spread", "spread cover", "cover spd", "cover yield", "cover yld", "px cover", "price cover",
              "cvr", "cvr px", "px cvr"),
}
#: The unit a talk or cover column names beside its word ("Talk DM", "Cover Px"): its levels are
#: checked against that measure's plausible range (a DM talk of 1.45 is a typo, not a level).
LEVEL_UNITS = {
    "dm talk": "dm", "talk dm": "dm", "spread talk": "spread", "spd talk": "spread", "talk bp": "spread",
    "yield talk": "yield", "yld talk": "yield", "px talk": "price", "price talk": "price", "talk px": "price",
    "cover dm": "dm", "dm cover": "dm", "cover bp": "spread", "cover spread": "spread", "spread cover": "spread",
    "cover spd": "spread", "cover yield": "yield", "cover yld": "yield", "cover px": "price", "px cover": "price",
    "price cover": "price",
}
#: A lone level column whose side nobody stated: read, but stored for review.
UNSIDED_WORDS = ("px", "price", "level", "lvl", "indication", "indic", "quote")

_NAME_ROLES = {
    "desc": ("security", "description", "desc", "issuer", "name", "bond", "instrument", "borrower", "facility",
             "deal", "tranche", "issue", "reference entity", "ref entity", "index", "indices", "wertpapier", "emittent",
             "bezeichnung", "security name", "security description", "security desc", "bond name", "obligor",
             "credit", "company", "underlying", "reference", "ref ob", "entity", "deal name", "loan", "titre",
             "emetteur", "bond description", "asset", "collateral", "shelf", "pool", "name of bond", "product",
             "agency", "program", "preferred", "preferreds", "pfd", "pref", "convertible", "convert", "sovereign",
             "emissor", "ativo", "papel", "titulo", "título", "emisor", "valor", "titolo", "emittente", "gilt", "nome",
             "nombre",
             "gilts", "govt", "government", "treasury", "sov", "supra", "ssa", "obligatie", "lening", "prestito",
             # A run's block named after its market ("HIGH YIELD | PX BID/ASK | YTW BID/ASK"): its bonds.
             "high yield", "investment grade", "hy", "ig", "indices", "indexes",
             # agency MBS: a pool by its number, a TBA by its coupon and month
             "tba", "tbas", "pool number", "pool no", "pool #",
             # French: the borrower, or the deal ("Emprunteur / Operation")
             "emprunteur", "emprunteur operation", "emprunteur opération", "operation", "opération"),
    "desc_extra": ("class", "cls", "series", "ser", "seniority", "tier", "rank", "lien", "fac"),
    "ticker": ("ticker", "tkr", "bbg ticker", "symbol"),
    "coupon": ("cpn", "coupon", "kupon", "cpn rate", "coupon rate", "coupon pct", "rate", "cpn pct", "cupom", "cupon",
               "cedola", "coupon %"),
    "maturity": ("mat", "maturity", "due", "mty", "faelligkeit", "fälligkeit", "fallig", "faellig", "laufzeit",
                 "maturity date",
                 "final maturity", "echeance", "échéance", "scadenza", "vencimiento", "mat date", "month",
                 "settle month", "settlement month", "vencimento", "venc", "vervaldatum", "vervaldag", "verfall",
                 "verfalltag", "falligkeit"),
    "cusip": ("cusip", "cusip no", "cusip number"),
    "isin": ("isin", "isin code", "isin no"),
    "figi": ("figi", "bbg id", "bbgid", "bloomberg id", "bb id"),
    "ident": ("id", "identifier", "security id", "sec id", "cusip isin", "isin cusip", "cusip/isin", "code"),
    "tenor": ("tenor", "term", "tenors", "prazo", "plazo"),
    "currency": ("ccy", "cur", "crncy", "currency", "währung", "waehrung", "devise", "divisa"),
    #: A per-row kind of security ("CV", "PFD"): the row's asset class when it names one (ROW_ASSETS).
    "asset": ("type", "sec type", "security type", "asset type", "product type", "asset class", "instrument type",
              "inst type"),
    #: A per-row side (axes tables): "Bid", "Offer" or "Two-way" for the row's one-level columns.
    "side": ("side", "b o", "axe", "axe side", "direction", "b s", "bid offer side", "way"),
    "benchmark": ("bmk", "benchmark", "vs", "bmk bond", "benchmark bond"),
    "dealer": ("dealer", "source", "contributor", "broker", "firm", "bank", "pcs", "quoted by", "desk",
               "counterparty", "cpty", "dealer name"),
    "size": ("size", "sz", "amt", "amount", "orig face", "original face", "face",
             "notional", "qty", "quantity", "nominal", "volumen", "sizes", "size mm", "size mm s", "mm", "lote",
             "amt mm", "face mm", "orig bal", "original balance", "par", "par amt", "par amount", "par value",
             # "B x O" over "5x5": the bid and offer sizes, written as the cells write them
             "b x o", "bxo", "b x a", "bxa", "b x s",
             "block", "block size", "qty mm", "taille", "montant", "quantite", "quantité", "nominale", "importo",
             "quantita", "quantità", "tamaño", "tamano", "monto", "cantidad", "betrag", "menge", "stueck", "stück",
             "montante", "quantidade", "valor nominal", "nominaal",
             # Bloomberg runs' bid size x ask size column ("BSZxASZ" over "5x3").
             "bszxasz", "bsz x asz", "bsz asz", "bid x ask size", "bid x offer size", "size bid x ask",
             # "MMxMM": bid x offer sizes in millions ("m mx mm" is how the camel-case split writes it)
             "mm x mm", "mmxmm", "m mx mm", "size b x o", "size bxo", "sz b x o", "size b x a", "size bxa",
             "b x a", "bxa", "sz b x a", "par b x o", "par bxo", "par bx o", "par b x a", "par bxa", "par bx a",
             "par bid x offer", "bid x offer par", "size bid x offer", "bid x offer size", "par bid x ask",
             "bid x ask par",
             # "Size (MM)" over "per side": the amount each side is good for
             "per side", "size per side", "each way", "size each way", "per side mm", "mm per side",
             # an offering sheet's amount available: the size of its offer
             "avail", "available", "amt avail", "avail amt", "qty avail", "avail qty", "par avail", "avail par"),
    #: A securitised bond's original face: the size of an offering only when no current face is shown.
    "face_size": ("orig", "orig face", "original face", "orig bal", "original balance", "orig amt", "o f"),
    #: The face outstanding today: beside an original face, the one a desk offers (docs/quotes.md).
    "current_size": ("curr face", "current face", "cur face", "cur bal", "curr bal", "current balance", "curr", "c f",
                     "current"),
    #: A per-row measure ("Sprd", "px", "DM", "bp vs UST") for the row's columns that name none.
    "measure": ("measure", "mesure", "medida", "misura", "unit", "units", "unite", "unité", "quote measure",
                "quote unit", "px type", "price type",
                "level type",
                "quote basis", "basis", "quoted in", "quoted as", "quote type",
                # Markit-style CDS sheets: "Quote Conv" SPRD / UPF / PX per row.
                "quote conv", "quote convention", "quoting convention", "convention", "quote style", "quoting",
                "quoted", "quoted on"),
    "bid_size": ("bid size", "bid sz", "bid amt", "bid qty", "geld volumen", "size bid", "bsz", "bsize", "b sz",
                 "bid par", "par bid"),
    "ask_size": ("ask size", "offer size", "ofr size", "ofr sz", "ask sz", "offer sz", "ask amt", "offer amt",
                 "ask qty", "offer qty", "brief volumen",
                 "size offer", "size ask", "asz", "asize", "a sz", "osz", "o sz", "offer par", "par offer", "ask par",
                 "par ask", "ofr par", "par ofr"),
    #: The money a trade settles for: a table with one is a record of trades done (a confirmation, a
    #: blotter), whose prices are executions, not the dealer's market.
    "trade": ("net amount", "net amt", "net money", "net proceeds", "proceeds", "settlement amount",
              "settle amount", "settlement amt", "consideration", "total consideration", "net consideration",
              "principal amount", "total amount", "accrued amount", "net settlement"),
    #: Columns that hold numbers which are never quotes: known, so they are never guessed at.
    # a loan's market identifier: the facility is keyed by its borrower and terms, as dealers name it
    "ignore": ("loanx id", "loanx", "lxid", "lin", "loan id",
               "chg", "change", "net chg", "chg bp", "d d", "dod", "1d chg", "wk chg", "w w", "prev", "prior",
               "close", "prev close", "last", "last px", "previous", "yesterday", "yest", "open", "high", "low",
               "rating",
               "ratings", "moody s", "s p", "fitch", "sector", "industry", "country", "amt out", "amount out",
               "outstanding", "issue size", "wal", "dur", "duration", "mod dur", "cvx", "convexity", "eff cvx",
               "eff dur", "oad", "dv01", "cv01", "delta", "age",
               "time", "date", "settle", "settlement", "notes", "comment", "comments", "trade date", "factor",
               "call", "next call", "call date", "call type", "call typ", "to date",
               # the interest accrued since the last coupon, in points beside the clean price
               "accrued", "accrued int", "accrued interest", "accr", "accr int", "acc int",
               # an offering's minimum piece and increment beside its amount available
               "min", "minimum", "incr", "increment", "min incr", "min increment", "minimum increment", "min piece",
               "ccy pair", "rank", "vol", "volume", "mid chg", "qm", "quoted margin",
               "margin", "mgn", "marge", "margen", "disc margin at issue", "spread at issue", "rtg", "rating moody s",
               "traded", "status",
               "result", "dnt", "div", "dividend", "first call", "call px", "wal yrs", "#", "no", "line", "item",
               "wal", "wal yr", "avg life", "moody s s p", "moodys s p", "rtg moody s s p", "floor", "flr", "oid",
               "psa", "pricing speed", "speed",
               # a step-up's coupon schedule ("4.125 to 03/28/29 / 4.750 after"): the bond's terms
               "step schedule", "step up schedule", "step cpn", "step coupon", "steps", "cpn schedule",
               "coupon schedule", "step up", "step dates",
               "prem", "premium", "conv prem", "cv prem", "delta", "parity", "stock ref", "stock px", "ref px",
               "ref", "gamma", "vega", "impl vol", "ivol", "conv ratio", "cr", "stock", "stk", "stk px",
               "underlying px", "ebitda",
               "lev", "leverage", "cur yld", "current yield", "px chg", "yld chg", "spd chg", "1d", "1w", "ytd",
               # A mid is no side of a market: beside Bid and Offer it repeats them, alone it quotes nobody.
               "mid", "mid px", "mid price", "mid yld", "mid spd", "mid level", "curr yld", "recovery", "seq", "cost",
               # a bill's bond-equivalent yield beside its discount rate (the run's quote), its days to maturity
               "bey", "bond equiv yld", "bond equivalent yield", "cey", "dtm", "days to mat",
               # a linker's breakeven inflation beside its real yield
               "bei", "breakeven", "b e", "be infl", "breakeven infl", "breakeven inflation",
               "mdur", "moddur", "mod duration", "call price", "call prc", "next call px", "next call price",
               "call premium",
               # the benchmark's own yield, and relative-value or model columns beside the market
               "bmk yld", "bmk yield", "benchmark yld", "benchmark yield", "tsy yld", "ust yld", "govt yld", "bmkyld",
               "bmk ylds", "last dt", "last date", "yrs", "years", "yrs to mat", "years to maturity", "term yrs",
               # the muni curve spread by an export's name
               "spread mmd", "sprd mmd", "spd mmd",
               "bmk px", "bmk price", "benchmark px", "benchmark price", "tsy px", "ust px",
               "rv", "rv bp", "model", "model px", "fair value", "fv", "theo", "theo px",
               # the muni benchmark curve's yield (MMD AAA) beside an offering's yield
               "mmd", "mmd yld", "mmd yield", "mmd aaa",
               # which call the yield is worked to ("YTC" / "YTM" in a "yield_to" column), no level
               "yield to", "yld to",
               # a TBA's roll: the drop to the next month, a pool's pay-up over TBA
               # a loan facility's or a deal's size beside the market, never the size of a quote
               "fac size", "facility size", "fac amt", "facility amt", "facility amount", "deal size", "fac mm",
               "facility mm", "facility size mm",
               # a CLO's coverage test cushion beside its levels
               "oc cushion", "ic cushion", "oc", "oc test", "cushion", "oc test cushion",
               "drop", "drop 32s", "roll", "payup", "pay up", "pay up 32s", "payup 32s", "payup ticks", "pay up ticks",
               "tba ref px", "tba px", "tba ref", "tba price", "ref tba px",
               # a CDS's recovery rate; a convertible's equity, conversion terms and bond floor
               "rec", "rec rate", "rr", "equity px", "equity price", "share px", "share price",
               "conv px", "conv price", "conversion price", "conversion ratio", "ratio", "bond floor",
               "investment value", "inv value",
               # a loan's floor and a floater's reset and index margin (its coupon, not its discount margin)
               "plancher", "piso", "pavimento", "next reset", "reset", "reset date", "spread to index",
               "index margin", "margin to index", "1st call", "first call date", "next call date",
               # remarks in any language
               "commentaire", "commentaires", "commento", "commenti", "comentario", "comentarios", "kommentar",
               "bemerkung", "remarks", "remark", "note", "colour", "color",
               # an offering's concession and its spread to the muni curve
               "conc", "concession", "sales credit", "vs mmd", "mmd spread", "spread to mmd", "sprd to mmd",
               "spd to mmd", "mmd sprd",
               # the yield to maturity a premium callable pays if it is not called, beside its yield to worst
               "kicker", "kicker yld", "takedown", "tkdn",
               # the day's, week's or year's range beside the market
               "hi", "lo", "day hi", "day lo", "hi lo", "1w hi", "1w lo", "52w hi", "52w lo", "52wk hi", "52wk lo",
               "52 wk hi", "52 wk lo", "wk hi", "wk lo", "day high", "day low",
               # a securitisation's structure and collateral: credit enhancement, attachment, the loans'
               # coupon, age, balance, scores and speeds, the reinvestment period
               "ce", "credit enhancement", "cred enh", "att", "det", "att det", "attach", "detach",
               "attachment", "detachment", "wac", "wala", "wam", "loan bal", "max loan bal", "fico", "ltv",
               "cltv", "dti", "reinv end", "reinvestment end", "rp end", "cpr", "1m cpr", "3m cpr", "6m cpr", "cpr 1m",
               "cpr 3m", "cpr 6m", "cpr 12m",
               "12m cpr", "cdr", "sev", "severity", "story", "warf", "was", "mvoc", "diversity", "window",
               "pay window", "principal window",
               # the loans' delinquencies ("60+ DQ %")
               "dq", "60 dq", "90 dq", "30 dq", "delinq", "delinquency", "delinquencies", "60 day dq",
               # the last print beside the market
               "last trade", "last trade px", "last trade price", "last trade dt", "last trade date",
               "last print", "last trd px",
               # a new issue's pricing and where it first traded, beside the secondary market now
               "priced", "break", "break px", "issue px", "issue price", "reoffer", "re offer", "at issue",
               "nic", "new issue concession", "concession", "books", "book size", "orderbook",
               # a preferred's liquidation preference and its next ex-dividend date
               "liq pref", "liquidation preference", "liquidation pref", "ex div", "ex dividend", "ex date", "exdiv",
               # a discount rate restated as a money-market yield beside the dealer's rate
               "money mkt yld", "money market yld", "money market yield", "mmy", "mm yld"),
}
#: A word that makes any column header it stands in a column of no quote ("Prev Close Yld", "Var. gg",
#: "Prev Mid", "Close mid px", "WoW Chg", "Commitment ($mm)"): what was, what changed, a sequence, a
#: recovery rate, a cost, a loan's facility size.
IGNORE_HEADER_WORDS = frozenset({"prev", "prv", "previous", "prior", "yesterday", "yest", "close", "closing", "chg",
                                 "ago",  # "Px 1d ago", "DM 1w ago"
                                 "change", "var", "variation",
                                 "recovery", "seq", "cost", "wow", "dod", "mom", "commitment",
                                 # columns gathered under "Reference" / "Memo" beside the market ("Reference:
                                 # MMD | Spread"); "Reference Entity" names a CDS and is known before this
                                 "reference", "memo", "referenz",
                                 # the day's change in German ("Veränd.", "Veränderung")
                                 "verand", "veranderung", "veraenderung",
                                 # an earlier version kept beside the live one ("v1 DM (08:15)", "Was")
                                 "v1", "was", "old", "superseded", "replaced", "earlier",
                                 "recupero", "recouvrement", "recuperacion", "recuperação", "recuperacao",
                                 # the close in Spanish, Italian, French and German ("Cierre Ant.", "Chiusura")
                                 "cierre", "chiusura", "cloture", "clot", "veille", "schluss", "vortag",
                                 # a desk's own model of where the bond should trade ("OAS (model)", "Fair
                                 # Spd", "Theo Px") is no market the dealer makes
                                 "model", "fair", "theo", "theoretical",
                                 # an average of past levels ("avg_30d", "30D Avg Px") beside the market
                                 "avg", "average", "moyenne", "media",
                                 # what holding the bond earns over a period ("Carry 1M (32s)", "CARRY/ROLL 3M"),
                                 # the days a bill or a note has left to run
                                 "carry", "days", "dtm",
                                 # a floater's coupon fixed at its last reset ("Reset Cpn"), its next reset
                                 "reset",
                                 # the last trade beside the market ("Last Trd", "Last Traded")
                                 "trd", "traded",
                                 # a TBA's roll to the next month ("Dec/Jan Drop (32s)")
                                 "drop"})


#: Values of a per-row "Type" column that name an asset class.
ROW_ASSETS = {
    "cv": "convertible", "cb": "convertible", "cvt": "convertible",
    "conv": "convertible", "convert": "convertible", "convertible": "convertible",
    "converts": "convertible", "pfd": "preferred", "pref": "preferred", "preferred": "preferred",
    "prefs": "preferred", "loan": "loan", "tl": "loan", "muni": "muni", "govt": "government",
    "government": "government", "agency": "agency", "ssa": "agency", "sov": "sovereign", "sovereign": "sovereign",
    "clo": "structured", "abs": "structured", "cmbs": "structured", "rmbs": "structured", "mbs": "structured",
    "cds": "cds",
}

#: "Spread vs UST", "Sprd vs MS", "Spd to Tsy": the benchmark decides the measure.
_BENCHMARK_MEASURE = {
    "ust": "spread", "tsy": "spread", "t": "spread", "govt": "spread", "govts": "spread", "bund": "spread",
    "bunds": "spread", "gilt": "spread", "gilts": "spread", "bmk": "spread", "benchmark": "spread",
    "curve": "spread", "ms": "i_spread", "sofr ms": "i_spread", "mid swaps": "i_spread", "swaps": "i_spread",
    "sofr": "i_spread", "estr ms": "i_spread", "estr": "i_spread", "sonia": "i_spread", "euribor": "i_spread",
    "mid swap": "i_spread", "swap": "i_spread",
    # other governments' curves: "vs ACGB (bp)", "Spread / OAT"
    "acgb": "spread", "oat": "spread", "oats": "spread", "btp": "spread", "btps": "spread", "dbr": "spread",
    "jgb": "spread", "ukt": "spread", "spgb": "spread", "cgb": "spread",
    # Canadas, Swiss Confederations ("Eidgenossen"), German Bobls and Schatz; CHF and AUD swaps
    "goc": "spread", "canada": "spread", "canadas": "spread", "eidgenossen": "spread", "eidg": "spread",
    "conf": "spread", "obl": "spread", "bko": "spread", "schatz": "spread", "govies": "spread",
    "saron ms": "i_spread", "saron": "i_spread", "6m ms": "i_spread", "3m ms": "i_spread", "tona": "i_spread",
    "bbsw": "i_spread",
}
for _prefix in ("spread", "spd", "sprd", "sprds", "spreads", ""):
    for _conn in ("vs", "to", "re", "over", "v"):
        for _bench, _measure in _BENCHMARK_MEASURE.items():
            _phrase = f"{_prefix} {_conn} {_bench}".strip()
            if _phrase not in MEASURE_WORDS[_measure]:
                MEASURE_WORDS[_measure] += (_phrase,)
    # "SOFR sprd", "UST spread": the benchmark written before the word; "Spread Bund", "Spread UST"
    # (an Italian or German sheet's "Spread Bund"): after it, without a "vs"
    for _bench, _measure in _BENCHMARK_MEASURE.items():
        for _phrase in (f"{_bench} {_prefix}", f"{_prefix} {_bench}"):
            if _prefix and _phrase not in MEASURE_WORDS[_measure]:
                MEASURE_WORDS[_measure] += (_phrase,)


def _header_roles() -> dict[str, str]:
    roles: dict[str, str] = {}
    for role, words in _NAME_ROLES.items():
        for w in words:
            roles[w] = role
    for side, side_words in SIDE_WORDS.items():
        for s in side_words:
            roles[s] = side
            for measure, measure_words in MEASURE_WORDS.items():
                for m in measure_words:
                    roles.setdefault(f"{s} {m}", f"{side}:{measure}")
                    roles.setdefault(f"{m} {s}", f"{side}:{measure}")
            for kind, level_words in LEVEL_WORDS.items():
                for lw in level_words:
                    roles.setdefault(f"{lw} {s}", f"{side}:{kind}")
                    roles.setdefault(f"{s} {lw}", f"{side}:{kind}")
    # "Bid/Offer", "Bid / Ask Px": one cell holds both sides ("99.25/99.75").
    for b in ("bid", "bids", "geld"):
        for a in ("offer", "ask", "ofr", "offered", "brief"):
            roles.setdefault(f"{b} {a}", "pair:")
            for measure, measure_words in MEASURE_WORDS.items():
                for m in measure_words:
                    roles.setdefault(f"{b} {a} {m}", f"pair:{measure}")
                    roles.setdefault(f"{m} {b} {a}", f"pair:{measure}")
    for w in ("market", "mkt", "levels", "bid x offer", "bid x ask"):
        roles.setdefault(w, "pair:")
    # "Sprd b/o", "Px b/o": a measure then the bid/offer shorthand is both sides in one cell ("B/O"
    # alone stays a per-row side column). "Px B | Px O", "Sprd B (bp)": a measure then the side's
    # initial is one side's column (the initial alone names nothing).
    for measure, measure_words in MEASURE_WORDS.items():
        for m in measure_words:
            roles.setdefault(f"{m} b", f"bid:{measure}")
            roles.setdefault(f"{m} o", f"ask:{measure}")
            roles.setdefault(f"{m} a", f"ask:{measure}")  # "yld b | yld a"
            roles.setdefault(f"{m} b o", f"pair:{measure}")
            roles.setdefault(f"{m} b a", f"pair:{measure}")  # "Sprd B/A", "YTW B/A"
    for kind, level_words in LEVEL_WORDS.items():
        for lw in level_words:
            unit = LEVEL_UNITS.get(lw)
            roles.setdefault(lw, f"level:{kind}:{unit}" if unit else f"level:{kind}")
    for w in UNSIDED_WORDS:
        roles.setdefault(w, "level:unsided:price" if w in MEASURE_WORDS["price"] else "level:unsided")
    for measure, measure_words in MEASURE_WORDS.items():
        for m in measure_words:
            roles.setdefault(m, f"level:unsided:{measure}")
    # "Bid Px  Ask Px  Bid Y  Ask Y": a run's yield columns by the initial alone, after a side
    # "Bid Rate | Offer Rate": a discount note's or a CD's yield ("Rate" alone is a bond's coupon)
    for s, side in (("bid", "bid"), ("ask", "ask"), ("offer", "ask"), ("ofr", "ask")):
        roles.setdefault(f"{s} y", f"{side}:yield")
        roles.setdefault(f"{s} rate", f"{side}:yield")
    return roles


#: Column headers, normalised (lower case, letters and digits only, single spaces) -> role.
def fold_accents(text: str) -> str:
    """``quantità`` -> ``quantita``, ``fälligkeit`` -> ``falligkeit`` (``ß`` -> ``ss``)."""
    folded = unicodedata.normalize("NFKD", text.replace("ß", "ss"))
    return "".join(c for c in folded if not unicodedata.combining(c))


def _folded(roles: dict[str, str]) -> dict[str, str]:
    for name, role in list(roles.items()):
        roles.setdefault(fold_accents(name), role)
    return roles


HEADER_ROLES = _folded(_header_roles())
PRICE_ROLES = frozenset(r for r in HEADER_ROLES.values() if r.split(":")[0] in {"bid", "ask", "level", "pair"})
#: Measures a unit fits: "bp" says nothing between spread, Z, I and DM, only that it is not a price.
UNIT_FITS = {
    "spread": frozenset({"spread", "z_spread", "i_spread", "dm", "talk", "cover", "upfront"}),
    "price": frozenset({"price", "talk", "cover", "upfront"}),
    "yield": frozenset({"yield"}),
}
#: A unit written in a header's or heading's brackets or on a line, and the measure it states.
UNIT_WORDS = {
    "bp": "spread", "bps": "spread", "spread": "spread", "spd": "spread", "sprd": "spread", "oas": "spread",
    "px": "price", "price": "price", "pts": None, "yld": "yield", "yield": "yield", "ytm": "yield", "ytw": "yield",
    "%": "yield", "dm": "dm", "z": "z_spread", "zspd": "z_spread", "z spread": "z_spread", "upfront": "upfront",
    "upf": "upfront", "asw": "i_spread", "i spread": "i_spread", "i+": "i_spread", "z+": "z_spread",
    "t+": "spread", "g+": "spread", "ms+": "i_spread", "dm+": "dm", "stw": "spread", "z spd": "z_spread",
    "j+": "spread",  # CMBS: to the interpolated Treasury curve
    "ms": "i_spread",  # "SARON MS +6": mid-swaps
    # Spanish, French and Italian desks: "CDS SOBERANO (pb)", "LOCALES (tasa %)", "Taux (%)"
    "pb": "spread", "tasa": "yield", "taux": "yield",
}
#: A side written in a header's brackets: "YTW (Bid)", "Px (Offer)".
BRACKET_SIDES = {"bid": "bid", "bids": "bid", "offer": "ask", "ask": "ask", "ofr": "ask", "offered": "ask"}
#: What a header's brackets say a level column holds when it is no side of a market: "YTC (mid)", "Px (last)".
BRACKET_NO_SIDE = frozenset({"mid", "mids", "last", "close", "eod", "indicative mid",
                             # "OAS (model)", "Px (theo)": where the desk's model puts it, not a market
                             "model", "theo", "fair", "fair value",
                             # "YTM (ref)": shown beside the level offered, for reference only
                             "ref", "reference", "for reference", "for ref", "memo", "info", "fyi"})
