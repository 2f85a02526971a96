from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

SITEMAP_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@require_POST
def validate_sitemap(request):
    upload = request.FILES.get("sitemap")
    if upload is None:
        return JsonResponse({"error": "missing file"}, status=400)
    try:
        doc = etree.parse(upload, SITEMAP_PARSER)
    except etree.XMLSyntaxError as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    urls = doc.xpath("//sm:url/sm:loc/text()", namespaces=SITEMAP_NS)
    return JsonResponse({"count": len(urls), "sample": [str(u) for u in urls[:5]]})
