import xml.etree.ElementTree as ET
from xml.dom import minidom
from xml.dom.minidom import parseString
import xml.sax

import defusedxml.ElementTree as SafeET
from defusedxml.minidom import parseString as safe_parse_string
from flask import Flask, request

app = Flask(__name__)


@app.route("/import", methods=["POST"])
def import_xml():
    # ruleid: python-xml-stdlib-parse-untrusted
    root = ET.fromstring(request.get_data())
    return {"tag": root.tag}


def read_feed(path: str) -> list:
    # ruleid: python-xml-stdlib-parse-untrusted
    doc = minidom.parse(path)
    return doc.getElementsByTagName("item")


def read_string(text: str):
    # ruleid: python-xml-stdlib-parse-untrusted
    return parseString(text)


def sax(path: str, handler) -> None:
    # ruleid: python-xml-stdlib-parse-untrusted
    xml.sax.parse(path, handler)


@app.route("/import/safe", methods=["POST"])
def import_xml_safe():
    # ok: python-xml-stdlib-parse-untrusted
    root = SafeET.fromstring(request.get_data())
    return {"tag": root.tag}


def read_string_safe(text: str):
    # ok: python-xml-stdlib-parse-untrusted
    return safe_parse_string(text)


def build() -> bytes:
    root = ET.Element("config")
    # ok: python-xml-stdlib-parse-untrusted
    ET.SubElement(root, "item").text = "1"
    # ok: python-xml-stdlib-parse-untrusted
    return ET.tostring(root)
