import hashlib
from dataclasses import dataclass

from django.core.files.storage import default_storage
from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_POST
from lxml import etree

SVG_NS = "http://www.w3.org/2000/svg"
MAX_BYTES = 512 * 1024


@dataclass
class SvgInfo:
    width: str | None
    height: str | None
    title: str | None
    digest: str


def _parser() -> etree.XMLParser:
    return etree.XMLParser(
        dtd_validation=False,
        load_dtd=True,
        resolve_entities=True,
        remove_comments=True,
        huge_tree=False,
    )


def inspect_svg(raw: bytes) -> SvgInfo:
    root = etree.fromstring(raw, parser=_parser())
    if root.tag != f"{{{SVG_NS}}}svg":
        raise ValueError("not an svg document")
    return SvgInfo(
        width=root.get("width"),
        height=root.get("height"),
        title=root.findtext(f"{{{SVG_NS}}}title"),
        digest=hashlib.sha256(raw).hexdigest(),
    )


@require_GET
def list_icons(request: HttpRequest) -> JsonResponse:
    _, files = default_storage.listdir("icons")
    return JsonResponse({"icons": sorted(files)})


@csrf_exempt
@require_POST
def upload_icon(request: HttpRequest) -> JsonResponse:
    upload = request.FILES.get("icon")
    if upload is None or upload.size > MAX_BYTES:
        return JsonResponse({"error": "icon missing or too large"}, status=400)
    raw = upload.read()
    try:
        info = inspect_svg(raw)
    except (etree.XMLSyntaxError, ValueError) as exc:
        return JsonResponse({"error": str(exc)}, status=422)
    upload.seek(0)
    path = default_storage.save(f"icons/{info.digest[:16]}.svg", upload)
    return JsonResponse({"path": path, "width": info.width, "height": info.height, "title": info.title})
