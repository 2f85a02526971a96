import os

from lxml import etree

DEFAULTS_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "profile_defaults.xml")
_parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
DEFAULTS = etree.parse(DEFAULTS_PATH, _parser).getroot()


def application(environ, start_response):
    summary = "\n".join(f"{child.tag}={child.text}" for child in DEFAULTS)
    start_response("200 OK", [("Content-Type", "text/plain; charset=utf-8")])
    return [summary.encode()]
