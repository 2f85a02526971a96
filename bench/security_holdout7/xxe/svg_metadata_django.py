import logging
from dataclasses import dataclass
from typing import Optional

from defusedxml import DefusedXmlException
from defusedxml.minidom import parseString
from django import forms
from django.http import JsonResponse
from django.views.decorators.http import require_POST

MAX_SVG_BYTES = 512 * 1024

log = logging.getLogger(__name__)


class SvgUploadForm(forms.Form):
    icon = forms.FileField()


@dataclass
class SvgInfo:
    width: Optional[str]
    height: Optional[str]
    view_box: Optional[str]
    title: str
    element_count: int


class SvgInspector:
    def read(self, data: bytes) -> SvgInfo:
        document = parseString(data, forbid_dtd=True, forbid_entities=True)
        svg = document.documentElement
        if svg.tagName != "svg":
            raise ValueError("root element must be <svg>")
        titles = svg.getElementsByTagName("title")
        title = titles[0].firstChild.nodeValue if titles and titles[0].firstChild else ""
        return SvgInfo(
            width=svg.getAttribute("width") or None,
            height=svg.getAttribute("height") or None,
            view_box=svg.getAttribute("viewBox") or None,
            title=title,
            element_count=len(svg.getElementsByTagName("*")),
        )


inspector = SvgInspector()


@require_POST
def svg_metadata(request):
    form = SvgUploadForm(request.POST, request.FILES)
    if not form.is_valid():
        return JsonResponse({"errors": form.errors}, status=400)
    upload = form.cleaned_data["icon"]
    if upload.size > MAX_SVG_BYTES:
        return JsonResponse({"error": "file too large"}, status=413)
    try:
        info = inspector.read(upload.read())
    except (DefusedXmlException, ValueError) as exc:
        log.warning("rejected svg upload: %s", exc)
        return JsonResponse({"error": "unsupported svg"}, status=400)
    return JsonResponse(info.__dict__)
