"""Installations of the App: keep our copy of what the App may see."""
