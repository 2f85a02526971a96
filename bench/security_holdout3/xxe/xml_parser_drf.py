from lxml import etree
from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser


class LegacyXMLParser(BaseParser):
    """Accepts the XML payloads sent by the legacy ERP connector."""

    media_type = "application/xml"

    def parse(self, stream, media_type=None, parser_context=None):
        parser = etree.XMLParser(resolve_entities=True, recover=False)
        try:
            root = etree.parse(stream, parser).getroot()
        except etree.XMLSyntaxError as exc:
            raise ParseError(f"XML parse error - {exc}")
        return self._to_data(root)

    def _to_data(self, element):
        children = list(element)
        if not children:
            return element.text
        data = {}
        for child in children:
            data.setdefault(child.tag, []).append(self._to_data(child))
        return {k: v[0] if len(v) == 1 else v for k, v in data.items()}
