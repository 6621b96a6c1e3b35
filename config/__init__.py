"""Typed settings: one model, a defaults file, a user file, and OTCMAIL_ environment overrides."""

from config.settings import Settings, load_settings, masked_dump

__all__ = ["Settings", "load_settings", "masked_dump"]
