import logging
import xml.sax
from xml.dom import pulldom
from xml.sax.handler import feature_external_ges

from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

logger = logging.getLogger("bundles")

app = Sanic("config_bundles")
app.config.REQUEST_MAX_SIZE = 1_000_000

BUNDLES = {}


def make_parser():
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    return parser


def read_settings(events):
    settings = {}
    for event, node in events:
        if event == pulldom.START_ELEMENT and node.tagName == "setting":
            events.expandNode(node)
            key = node.getAttribute("key")
            value = node.firstChild.data if node.firstChild is not None else ""
            if key:
                settings[key] = value
    return settings


@app.post("/bundles/<name:str>")
async def upload_bundle(request, name):
    body = request.body or b""
    if not body:
        raise BadRequest("empty bundle")
    if b"<!ENTITY" in body:
        logger.warning("bundle %s from %s declares entities", name, request.ip)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRequest("bundle must be UTF-8")
    events = pulldom.parseString(text, parser=make_parser())
    try:
        settings = read_settings(events)
    except xml.sax.SAXParseException as exc:
        logger.info("bundle %s rejected: %s", name, exc)
        raise BadRequest("malformed bundle")
    BUNDLES[name] = settings
    return json({"bundle": name, "keys": sorted(settings)}, status=201)


@app.get("/bundles/<name:str>")
async def get_bundle(request, name):
    if name not in BUNDLES:
        return json({"error": "not found"}, status=404)
    return json({"bundle": name, "settings": BUNDLES[name]})
