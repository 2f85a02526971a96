from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@require_POST
def upload_sitemap(request):
    upload = request.FILES.get("sitemap")
    if upload is None:
        return JsonResponse({"error": "no file"}, status=400)
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    tree = etree.parse(upload, parser)
    urls = [loc.text for loc in tree.iter(SITEMAP_NS + "loc")]
    return JsonResponse({"count": len(urls), "urls": urls[:100]})
