from lxml import etree
from flask import Flask, request

app = Flask(__name__)
SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


@app.route("/upload", methods=["POST"])
def upload():
    # ok: python-lxml-xxe-parser
    doc = etree.fromstring(request.get_data())
    return {"root": doc.tag}


def read(path: str):
    parser = etree.XMLParser(resolve_entities=True)
    # ruleid: python-lxml-xxe-parser
    return etree.parse(path, parser)


def read_default(path: str):
    # ok: python-lxml-xxe-parser
    return etree.parse(path)


@app.route("/upload/safe", methods=["POST"])
def upload_safe():
    # ok: python-lxml-xxe-parser
    doc = etree.fromstring(request.get_data(), parser=SAFE_PARSER)
    return {"root": doc.tag}


def read_safe(path: str):
    # ok: python-lxml-xxe-parser
    return etree.parse(path, etree.XMLParser(resolve_entities=False))


def constant():
    # ok: python-lxml-xxe-parser
    return etree.fromstring("<root><a>1</a></root>")


def stream(path: str):
    # ruleid: python-lxml-xxe-parser
    for _event, element in etree.iterparse(path, events=("end",)):
        yield element.tag


def compat(data: bytes):
    # ruleid: python-lxml-xxe-parser
    return etree.fromstring(data, etree.ETCompatXMLParser())


def stream_safe(path: str):
    # ok: python-lxml-xxe-parser
    for _event, element in etree.iterparse(path, events=("end",), resolve_entities=False):
        yield element.tag


def load_dtd_only(data: bytes):
    # ok: python-lxml-xxe-parser
    return etree.fromstring(data, etree.XMLParser(load_dtd=True, resolve_entities="internal"))


FEED_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)
SHIPPED_PARSER = etree.XMLParser(resolve_entities=True)
METADATA_TEMPLATE = "saml/sp_metadata.xml"


def import_feed(request):
    upload = request.FILES["feed"]
    # ruleid: python-lxml-xxe-parser
    return etree.parse(upload, FEED_PARSER)


def shipped_metadata():
    # ok: python-lxml-xxe-parser
    return etree.parse(str(METADATA_TEMPLATE), SHIPPED_PARSER)


def parse_invoice(raw: bytes):
    parser = etree.XMLParser(remove_blank_text=True, resolve_entities=True)
    try:
        # ruleid: python-lxml-xxe-parser
        doc = etree.fromstring(raw, parser=parser)
    except etree.XMLSyntaxError:
        doc = None
    return doc


class SoapEndpoint:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=True)

    def post(self, body: bytes):
        # ruleid: python-lxml-xxe-parser
        return etree.fromstring(body, parser=self.parser)


class QuoteHandler:
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True)

    async def post(self, body: bytes):
        # ruleid: python-lxml-xxe-parser
        return etree.fromstring(body, parser=self.parser)


def _invoice_parser():
    return etree.XMLParser(resolve_entities=True, huge_tree=True)


def intake(raw: bytes):
    # ruleid: python-lxml-xxe-parser
    return etree.fromstring(raw, parser=_invoice_parser())


def inline(raw: bytes):
    # ruleid: python-lxml-xxe-parser
    return etree.fromstring(raw, etree.XMLParser(no_network=False))


def shipped_defaults():
    # ok: python-lxml-xxe-parser
    return etree.fromstring(b"<defaults><lang>en</lang></defaults>", etree.XMLParser(resolve_entities=True))


def make_parser():
    # ruleid: python-lxml-xxe-parser
    return etree.XMLParser(resolve_entities=True)


def read_settings_file(settings):
    parser = etree.XMLParser(resolve_entities=True)
    # ok: python-lxml-xxe-parser
    return etree.parse(settings.TARIFF_XML, parser)


def parse_upload_hardened(raw: bytes):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    # ok: python-lxml-xxe-parser
    return etree.fromstring(raw, parser=parser)


INVOICE_PARSER_OPTIONS = {"resolve_entities": True, "load_dtd": True, "huge_tree": False}
HARDENED_PARSER_OPTIONS = {"resolve_entities": False, "no_network": True, "load_dtd": False}


def parse_invoice_with_options(raw: bytes):
    parser = etree.XMLParser(**INVOICE_PARSER_OPTIONS)
    # ruleid: python-lxml-xxe-parser
    return etree.fromstring(raw, parser)


def parse_invoice_hardened_options(raw: bytes):
    parser = etree.XMLParser(**HARDENED_PARSER_OPTIONS)
    # ok: python-lxml-xxe-parser
    return etree.fromstring(raw, parser)


def order_parser(validate):
    options = {"load_dtd": True, "no_network": False, "dtd_validation": validate}
    # ruleid: python-lxml-xxe-parser
    return etree.XMLParser(**options)


def quiet_order_parser(validate):
    options = dict(load_dtd=False, resolve_entities=False, dtd_validation=validate)
    # ok: python-lxml-xxe-parser
    return etree.XMLParser(**options)
