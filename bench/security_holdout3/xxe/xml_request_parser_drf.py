from defusedxml import ElementTree
from defusedxml.common import DefusedXmlException
from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser


class PartnerXMLParser(BaseParser):
    media_type = "application/xml"

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            root = ElementTree.parse(stream).getroot()
        except (ElementTree.ParseError, DefusedXmlException) as exc:
            raise ParseError(f"XML parse error - {exc}")
        return self._element_to_data(root)

    def _element_to_data(self, element):
        children = list(element)
        if not children:
            return (element.text or "").strip()
        data = {}
        for child in children:
            data.setdefault(child.tag, []).append(self._element_to_data(child))
        return {k: v[0] if len(v) == 1 else v for k, v in data.items()}
