import logging

from defusedxml import DefusedXmlException
from defusedxml.minidom import parseString
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

log = logging.getLogger("svg")

MAX_SVG_BYTES = 512 * 1024


class SvgInfo:
    def __init__(self, width, height, view_box, title):
        self.width = width
        self.height = height
        self.view_box = view_box
        self.title = title

    def as_dict(self):
        return {"width": self.width, "height": self.height, "viewBox": self.view_box, "title": self.title}


def extract_info(data: bytes) -> SvgInfo:
    document = parseString(data)
    svg = document.documentElement
    if svg.tagName.split(":")[-1] != "svg":
        raise ValueError("not an svg document")
    titles = svg.getElementsByTagName("title")
    title = titles[0].firstChild.nodeValue if titles and titles[0].firstChild else None
    return SvgInfo(
        svg.getAttribute("width") or None,
        svg.getAttribute("height") or None,
        svg.getAttribute("viewBox") or None,
        title,
    )


async def inspect_svg(request):
    body = await request.body()
    if len(body) > MAX_SVG_BYTES:
        return JSONResponse({"error": "file too large"}, status_code=413)
    try:
        info = extract_info(body)
    except DefusedXmlException as exc:
        log.warning("rejected svg: %s", exc.__class__.__name__)
        return JSONResponse({"error": "forbidden xml construct"}, status_code=400)
    except Exception:
        return JSONResponse({"error": "unparseable svg"}, status_code=400)
    return JSONResponse(info.as_dict())


async def health(request):
    return JSONResponse({"ok": True})


app = Starlette(routes=[
    Route("/svg/inspect", inspect_svg, methods=["POST"]),
    Route("/health", health),
])
