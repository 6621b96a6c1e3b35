"""Words dealers use, as data: asset-class markers, section headings and column headers.

Kept apart from the grammar so a new desk habit is a one-line change here.
"""

from __future__ import annotations

import re

CURRENCIES = frozenset({"USD", "EUR", "GBP", "CHF", "JPY", "CAD", "AUD", "SEK", "NOK", "DKK"})

#: Government bond tickers and the currency they imply.
GOVT_TICKERS = {
    "T": "USD", "UST": "USD", "TSY": "USD", "DBR": "EUR", "BUND": "EUR", "OBL": "EUR", "BKO": "EUR",
    "OAT": "EUR", "FRTR": "EUR", "BTPS": "EUR", "BTP": "EUR", "SPGB": "EUR", "NETHER": "EUR",
    "UKT": "GBP", "GILT": "GBP", "JGB": "JPY", "CAN": "CAD", "ACGB": "AUD",
}

#: Bloomberg-style tickers of emerging-market sovereigns.
SOVEREIGN_TICKERS = frozenset({
    "REPUB", "BRAZIL", "MEX", "MEXICO", "COLOM", "PERU", "CHILE", "PANAMA", "INDON", "PHILIP", "TURKEY",
    "SOAF", "EGYPT", "NGERIA", "KENINT", "ANGOL", "GHANA", "ROMANI", "POLAND", "HUNGAA", "URUGUA",
    "ARGENT", "ECUA", "QATAR", "KSA", "OMAN", "BHRAIN", "ADGB", "CROATI", "SRILAN", "DOMREP", "ELSALV",
    "GUATEM", "PARGUY", "COSTAR", "JAMAN", "UKRAIN", "KAZAKS", "MOROC", "SENEGL", "IVYCST", "PKSTAN",
})

MBS_TICKERS = frozenset({"FNCL", "FNCI", "FGLMC", "G2SF", "GNSF", "UMBS", "FNMA", "FHLMC", "GNMA"})

MUNI_WORDS = frozenset({
    "ST", "STATE", "AUTH", "CITY", "CNTY", "COUNTY", "REV", "GO", "SCH", "DIST", "TXBL", "WTR", "SWR",
    "HSG", "TRANSIT", "TOLL", "MUN", "UTIL", "HOSP", "HLTH", "PUB", "IMPT", "DORM", "FING", "TPK", "PWR",
    "ARPT", "UNIV", "MTA", "DASNY", "COMWLTH", "TRANSN",
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
    "IG": "corporate", "HY": "corporate", "CORPORATES": "corporate", "CREDIT": "corporate",
    "EM": "sovereign", "SOVS": "sovereign", "SOVEREIGNS": "sovereign", "SOVEREIGN": "sovereign",
    "UST": "government", "GOVIES": "government", "GOVTS": "government", "TREASURIES": "government",
    "RATES": "government", "LOANS": "loan", "LEVERAGED": "loan", "CLO": "structured", "CLOS": "structured",
    "ABS": "structured", "MBS": "structured", "CMBS": "structured", "BWIC": "structured", "CDS": "cds",
    "MUNIS": "muni", "MUNI": "muni", "MUNICIPALS": "muni", "CONVERTS": "convertible",
    "CONVERTIBLES": "convertible", "PREFERREDS": "preferred", "PFDS": "preferred", "PREFS": "preferred",
}
SECTION_TYPE_WORDS = {
    "SPREAD": "spread", "SPREADS": "spread", "SPRD": "spread", "SPRDS": "spread", "SPD": "spread",
    "YIELD": "yield", "YIELDS": "yield", "YLD": "yield", "YLDS": "yield",
    "PRICE": "price", "PRICES": "price", "PX": "price", "UPFRONT": "upfront", "UPFRONTS": "upfront",
}

#: Column headers, normalised (lower case, letters and digits only, single spaces) -> role.
HEADER_ROLES = {
    "security": "desc", "description": "desc", "desc": "desc", "issuer": "desc", "name": "desc",
    "bond": "desc", "instrument": "desc", "borrower": "desc", "facility": "desc", "deal": "desc",
    "tranche": "desc", "issue": "desc", "reference entity": "desc", "ref entity": "desc", "index": "desc",
    "wertpapier": "desc", "emittent": "desc", "bezeichnung": "desc", "class": "desc_extra",
    "ticker": "ticker", "tkr": "ticker", "cpn": "coupon", "coupon": "coupon", "kupon": "coupon",
    "rate": "coupon", "cpn rate": "coupon", "mat": "maturity", "maturity": "maturity", "due": "maturity",
    "faelligkeit": "maturity", "fälligkeit": "maturity", "laufzeit": "maturity", "maturity date": "maturity",
    "cusip": "cusip", "isin": "isin", "tenor": "tenor", "term": "tenor", "ccy": "currency",
    "cur": "currency", "crncy": "currency", "currency": "currency", "währung": "currency",
    "waehrung": "currency", "bmk": "benchmark", "benchmark": "benchmark", "vs": "benchmark",
    "bid": "bid", "ask": "ask", "offer": "ask", "geld": "bid", "brief": "ask", "bid px": "bid:price",
    "ask px": "ask:price", "offer px": "ask:price", "ofr px": "ask:price", "bid price": "bid:price",
    "ask price": "ask:price", "offer price": "ask:price", "bid yld": "bid:yield", "ask yld": "ask:yield",
    "offer yld": "ask:yield", "ofr yld": "ask:yield", "bid yield": "bid:yield", "ask yield": "ask:yield",
    "offer yield": "ask:yield", "bid spd": "bid:spread", "ask spd": "ask:spread", "ofr spd": "ask:spread",
    "offer spd": "ask:spread", "bid spread": "bid:spread", "ask spread": "ask:spread",
    "offer spread": "ask:spread", "bid sprd": "bid:spread", "ask sprd": "ask:spread",
    "bid dm": "bid:spread", "ask dm": "ask:spread", "offer dm": "ask:spread", "bid upf": "bid:upfront",
    "ask upf": "ask:upfront", "bid upfront": "bid:upfront", "ask upfront": "ask:upfront",
    "talk": "talk", "px talk": "talk", "price talk": "talk",
    "bid size": "bid_size", "ask size": "ask_size", "offer size": "ask_size", "bid sz": "bid_size",
    "ask sz": "ask_size", "ofr sz": "ask_size", "bid amt": "bid_size", "ask amt": "ask_size",
    "size": "size", "sz": "size", "amt": "size", "orig face": "size", "face": "size", "notional": "size",
    "volumen": "size", "geld volumen": "bid_size", "brief volumen": "ask_size", "sizes": "size",
}
PRICE_ROLES = frozenset(r for r in HEADER_ROLES.values() if r.split(":")[0] in {"bid", "ask", "talk"})
