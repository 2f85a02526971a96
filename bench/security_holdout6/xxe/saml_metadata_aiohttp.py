from dataclasses import asdict, dataclass
from typing import List
from xml.parsers.expat import ExpatError

from aiohttp import web
from defusedxml import DefusedXmlException
from defusedxml.minidom import parseString

MD_NS = "urn:oasis:names:tc:SAML:2.0:metadata"
MAX_METADATA_BYTES = 512 * 1024


@dataclass
class SsoEndpoint:
    binding: str
    location: str


@dataclass
class IdentityProvider:
    entity_id: str
    endpoints: List[SsoEndpoint]


class MetadataError(ValueError):
    pass


def read_metadata(payload: bytes) -> IdentityProvider:
    try:
        doc = parseString(payload)
    except (DefusedXmlException, ExpatError) as exc:
        raise MetadataError(str(exc)) from exc
    root = doc.documentElement
    endpoints = [
        SsoEndpoint(el.getAttribute("Binding"), el.getAttribute("Location"))
        for el in doc.getElementsByTagNameNS(MD_NS, "SingleSignOnService")
    ]
    if not root.getAttribute("entityID"):
        raise MetadataError("entityID missing")
    return IdentityProvider(entity_id=root.getAttribute("entityID"), endpoints=endpoints)


async def upload_metadata(request: web.Request) -> web.Response:
    if request.content_length and request.content_length > MAX_METADATA_BYTES:
        return web.json_response({"error": "metadata too large"}, status=413)
    body = await request.read()
    try:
        idp = read_metadata(body)
    except MetadataError as exc:
        return web.json_response({"error": str(exc)}, status=400)
    request.app["providers"][idp.entity_id] = idp
    return web.json_response(asdict(idp), status=201)


async def list_providers(request: web.Request) -> web.Response:
    return web.json_response([asdict(p) for p in request.app["providers"].values()])


def create_app() -> web.Application:
    app = web.Application(client_max_size=MAX_METADATA_BYTES)
    app["providers"] = {}
    app.add_routes([web.post("/saml/metadata", upload_metadata), web.get("/saml/providers", list_providers)])
    return app
