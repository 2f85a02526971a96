import xml.sax
from xml.dom import minidom, pulldom
from xml.sax.handler import feature_external_ges, feature_namespaces


def parse(path: str, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    # ruleid: python-xml-sax-external-entities
    parser.parse(path)


def parse_url_feature(path: str, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    parser.setFeature("http://xml.org/sax/features/external-general-entities", True)
    # ruleid: python-xml-sax-external-entities
    parser.parse(path)


def parse_safe(path: str, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    # ok: python-xml-sax-external-entities
    parser.setFeature(feature_external_ges, False)
    # ok: python-xml-sax-external-entities
    parser.setFeature(feature_namespaces, True)
    parser.parse(path)


def parse_shipped(handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    # ok: python-xml-sax-external-entities
    parser.parse("catalog/entities.xml")


def make_external_parser():
    parser = xml.sax.make_parser()
    # ruleid: python-xml-sax-external-entities
    parser.setFeature(feature_external_ges, True)
    return parser


class FeedImporter:
    def __init__(self):
        self.parser = xml.sax.make_parser()
        self.parser.setFeature(feature_external_ges, True)

    def parse(self, payload: str):
        # ruleid: python-xml-sax-external-entities
        return minidom.parseString(payload, parser=self.parser)


def _sax_parser():
    p = xml.sax.make_parser()
    p.setFeature(feature_external_ges, True)
    return p


def upload_track(text: str):
    # ruleid: python-xml-sax-external-entities
    return pulldom.parseString(text, parser=_sax_parser())


def upload_track_default(text: str):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, False)
    # ok: python-xml-sax-external-entities
    return pulldom.parseString(text, parser=parser)


def reload_catalog(settings, handler: xml.sax.ContentHandler) -> None:
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    # ok: python-xml-sax-external-entities
    parser.parse(settings.CATALOG_XML)


def plain_minidom(text: str):
    # ok: python-xml-sax-external-entities
    return minidom.parseString(text)
