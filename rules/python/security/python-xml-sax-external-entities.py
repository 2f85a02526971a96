import xml.sax
from xml.sax.handler import feature_external_ges, feature_namespaces


def parse(path: str, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    # ruleid: python-xml-sax-external-entities
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(path)


def parse_url_feature(path: str, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    # ruleid: python-xml-sax-external-entities
    parser.setFeature("http://xml.org/sax/features/external-general-entities", True)
    parser.parse(path)


def parse_safe(path: str, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    # ok: python-xml-sax-external-entities
    parser.setFeature(feature_external_ges, False)
    # ok: python-xml-sax-external-entities
    parser.setFeature(feature_namespaces, True)
    parser.parse(path)
