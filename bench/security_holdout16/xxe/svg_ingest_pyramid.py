import hashlib
from dataclasses import dataclass

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPRequestEntityTooLarge
from pyramid.view import view_config

SVG_NS = "{http://www.w3.org/2000/svg}"
MAX_BYTES = 512 * 1024


@dataclass
class SvgInfo:
    width: str | None
    height: str | None
    title: str | None
    digest: str


def inspect_svg(raw: bytes) -> SvgInfo:
    root = fromstring(raw, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    if root.tag != f"{SVG_NS}svg":
        raise ValueError("not an svg document")
    return SvgInfo(
        width=root.get("width"),
        height=root.get("height"),
        title=root.findtext(f"{SVG_NS}title"),
        digest=hashlib.sha256(raw).hexdigest(),
    )


@view_config(route_name="icons", request_method="GET", renderer="json")
def list_icons(request):
    store = request.registry.settings["icon_store"]
    return {"icons": sorted(store)}


@view_config(route_name="icons", request_method="POST", renderer="json")
def upload_icon(request):
    field = request.POST.get("icon")
    if field is None or not hasattr(field, "file"):
        raise HTTPBadRequest(json_body={"error": "icon missing"})
    raw = field.file.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise HTTPRequestEntityTooLarge()
    try:
        info = inspect_svg(raw)
    except (ParseError, DefusedXmlException, ValueError) as exc:
        raise HTTPBadRequest(json_body={"error": str(exc)}) from exc
    request.registry.settings["icon_store"][info.digest[:16]] = raw
    return {"id": info.digest[:16], "width": info.width, "height": info.height, "title": info.title}


def main(global_config=None, **settings):
    settings.setdefault("icon_store", {})
    with Configurator(settings=settings) as config:
        config.add_route("icons", "/icons")
        config.scan()
        return config.make_wsgi_app()
