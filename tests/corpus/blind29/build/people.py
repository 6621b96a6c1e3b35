"""Invented dealers and name pools; index 0 is the dev half, 1 the hold-out half."""

from __future__ import annotations

# family number -> (dev sender, hold-out sender): (display name, address, firm as printed)
DEALERS = {
    1: (("Matt Tallis", "m.tallis@fixedincome.harcourtsec.com", "Harcourt Securities LLC"),
        ("Agency Desk", "agency.desk@pellinghamco.com", "Pellingham & Co.")),
    2: (("Rates Sales", "rates@govts.ostrandercap.com", "Ostrander Capital Markets"),
        ("Dana Whitlow", "dwhitlow@quarrybank.com", "Quarry Bank N.A.")),
    3: (("CLO Trading", "clo-bwic@structured.blackwaterfi.com", "Blackwater Financial"),
        ("Ivo Brandt", "ibrandt@lindqvistsec.com", "Lindqvist Securities")),
    4: (("Loan Sales", "loans@lev.tennantbrook.com", "Tennant Brook & Co."),
        ("Sophie Varga", "svarga@ferrisgrove.com", "Ferris Grove Capital")),
    5: (("Non-Agency Desk", "nonagency@amberleyft.com", "Amberley Fixed Income"),
        ("Ray Okafor", "rokafor@mbs.corviston.com", "Corviston Partners")),
    6: (("EGB Trading", "egb@ldn.kestrelbank.co.uk", "Kestrel Bank plc"),
        ("Hanna Moritz", "h.moritz@rentenhaus-weyler.de", "Rentenhaus Weyler AG")),
    7: (("Short End Desk", "shortend@bellcourt.com", "Bellcourt Securities"),
        ("Pete Lorne", "plorne@agency.draycottmkts.com", "Draycott Markets")),
    8: (("Credit Trading", "ig.trading@northgill.com", "Northgill Capital"),
        ("Ana Ferreira", "aferreira@credit.selbymoor.com", "Selby Moor Securities")),
    9: (("ABS Syndicate", "abs@securitized.wrexhamcap.com", "Wrexham Capital"),
        ("Luke Brenner", "lbrenner@ashdownpartners.com", "Ashdown Partners")),
    10: (("HY Desk", "hydesk@castellanfin.com", "Castellan Financial"),
         ("Maya Ostrowski", "mostrowski@levfin.greyfriarsco.com", "Greyfriars & Co.")),
    11: (("Agency Inventory", "inventory@munsellbrothers.com", "Munsell Brothers"),
         ("Tom Rasmussen", "trasmussen@fi.holmwoodsec.com", "Holmwood Securities")),
    12: (("Carla Dennis", "cdennis@agencies.ravensworth.com", "Ravensworth Financial"),
         ("Govt Desk", "govdesk@stonebridgemkts.com", "Stonebridge Markets")),
    13: (("Ben Aldous", "baldous@clo.hartfieldcap.com", "Hartfield Capital"),
         ("Structured Sales", "structured@vantagemoor.com", "Vantage Moor LLP")),
    14: (("Lev Loans", "levloans@caskwell.com", "Caskwell & Partners"),
         ("Nadia Kerr", "nkerr@loans.otterburnsec.com", "Otterburn Securities")),
    15: (("Gilts & Bunds", "govts@ldn.marchmontbank.co.uk", "Marchmont Bank"),
         ("Felix Aurich", "f.aurich@kapitalhaus-brenning.de", "Kapitalhaus Brenning")),
    16: (("UST Trading", "ust@rates.fenchurchsec.com", "Fenchurch Securities"),
         ("Jo Whitaker", "jwhitaker@govies.lanyonmarkets.com", "Lanyon Markets")),
    17: (("SSA Desk", "ssa@agency.brightlingsea-cap.com", "Brightlingsea Capital"),
         ("Omar Haddad", "ohaddad@dunstanfi.com", "Dunstan Fixed Income")),
    18: (("CMBS Trading", "cmbs@cre.portlockbank.com", "Portlock Bank"),
         ("Ellie Strand", "estrand@securitized.redmirecap.com", "Redmire Capital")),
    19: (("Will Garrow", "wgarrow@rates.tavistockfi.com", "Tavistock FI"),
         ("Rates Desk", "ratesdesk@kilbride.com", "Kilbride & Sons")),
    20: (("Priya Nair", "pnair@clo.bramhallsec.com", "Bramhall Securities"),
         ("Securitized Desk", "sec.desk@aldermoor.com", "Aldermoor Partners")),
}

IG = (["BRXN", "KELDR", "MARVN", "TOLSN", "QUINB", "HALDR", "ORWEL", "PRSTN", "STAVR", "UXBRG"],
      ["CASTL", "DUNMR", "FENWK", "GALRD", "HESKT", "JARVN", "LOMBD", "NETHR", "OAKRV", "PENRY"])
HY = (["RAVNS", "SKORP", "TUNDR", "VELLO", "WHARF"], ["WOLVN", "ZEPHR", "BRAMB", "CINDR", "DRAKO"])
LOANS = (["Ashgrove Holdings", "Brightwater Software", "Caldera Packaging", "Dunmore Health", "Everhold Chemicals",
          "Fernhill Logistics", "Garnet Pet Care", "Helston Insurance Svcs", "Inverly Telecom", "Jessop Foods"],
         ["Glenmoor Foods", "Harwick Media", "Ironbridge Aero", "Juniper Dental Partners", "Kestrel Waste",
          "Larkspur IT", "Mardale Brands", "Nettleton Utilities", "Orrin Fitness", "Pemberly Chemicals"])
CLO = (["Halcyon Park CLO 2024-3A", "Ridgeline CLO 2023-1A", "Marrow Point CLO 2022-5A", "Ostwald CLO 2021-2A",
        "Fallowfield CLO 2024-7A", "Greyhawk CLO 2023-9A"],
       ["Penhallow CLO 2024-1A", "Quarry Ridge CLO 2023-4A", "Sable Bay CLO 2022-2A", "Thornbury CLO 2021-6A",
        "Wyvern Lane CLO 2024-2A", "Yardley Cove CLO 2023-3A"])
ABS = (["Carrick Auto 2027-3", "Delmont Card 2026-A", "Eastvale Equip 2026-2", "Fairholm Auto Lease 2026-1",
        "Glenrock Student 2025-B"],
       ["Foxley Auto 2027-1", "Greywell Card 2026-B", "Hartland Equip 2026-4", "Ivybridge Auto Lease 2026-2",
        "Kelso Student 2025-A"])
CMBS = (["WEXF 2026-C12", "ALDR 2025-C8", "BRKM 2024-C21", "CNDL 2026-C3"],
        ["KNGS 2026-C5", "LYDF 2025-C19", "MRSH 2024-C7", "NTHB 2026-C14"])
RMBS = (["Brookhaven Mtg Trust 2006-3", "Cotswold Home Loan 2005-AR2", "Dorrington ARM Trust 2007-1",
         "Elmstead Alt-A 2006-OA4"],
        ["Fenland Mtg Trust 2006-5", "Gatcombe Home Loan 2005-7", "Haverhill ARM Trust 2007-2",
         "Ilkley Alt-A 2006-OA9"])
