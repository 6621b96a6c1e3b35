"""otcmail: dealer e-mails in, OTC prices out, with no mail ever lost."""

__version__ = "0.1.0"
