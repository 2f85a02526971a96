import hashlib

from django.contrib.auth.decorators import login_required
from django.core.files.base import ContentFile
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

from .models import BrandAsset

SVG_NS = "http://www.w3.org/2000/svg"
MAX_BYTES = 512 * 1024
BLOCKED_TAGS = {"script", "foreignObject", "iframe", "embed", "object"}

SVG_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
    remove_comments=True,
    remove_pis=True,
)


def _local(tag):
    return etree.QName(tag).localname


def normalise_svg(data: bytes) -> bytes:
    root = etree.fromstring(data, SVG_PARSER)
    if etree.QName(root).namespace != SVG_NS or _local(root.tag) != "svg":
        raise ValueError("not an SVG document")
    for el in list(root.iter(etree.Element)):
        if _local(el.tag) in BLOCKED_TAGS:
            el.getparent().remove(el)
            continue
        for attr in list(el.attrib):
            if _local(attr).lower().startswith("on") or el.attrib[attr].strip().lower().startswith("javascript:"):
                del el.attrib[attr]
    return etree.tostring(root, xml_declaration=True, encoding="utf-8")


@login_required
@require_POST
def upload_brand_asset(request):
    upload = request.FILES.get("svg")
    if upload is None or upload.size > MAX_BYTES:
        return JsonResponse({"error": "missing or oversized file"}, status=400)
    try:
        normalised = normalise_svg(upload.read())
    except (etree.XMLSyntaxError, ValueError) as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    digest = hashlib.sha256(normalised).hexdigest()
    asset = BrandAsset(owner=request.user, sha256=digest, label=request.POST.get("label", "")[:80])
    asset.file.save(f"{digest}.svg", ContentFile(normalised), save=True)
    return JsonResponse({"id": asset.pk, "sha256": digest})


@login_required
def list_brand_assets(request):
    assets = BrandAsset.objects.filter(owner=request.user).order_by("-created_at")[:50]
    return JsonResponse({"assets": [{"id": a.pk, "label": a.label, "url": a.file.url} for a in assets]})
