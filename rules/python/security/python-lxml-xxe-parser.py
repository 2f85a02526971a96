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
    # ruleid: python-lxml-xxe-parser
    parser = etree.XMLParser(resolve_entities=True)
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
