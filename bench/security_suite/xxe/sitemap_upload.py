from django.http import JsonResponse
from lxml import etree


def parse_sitemap(data: bytes):
    parser = etree.XMLParser(load_dtd=True, no_network=False, resolve_entities=True)
    return etree.fromstring(data, parser=parser)


def upload_sitemap(request):
    root = parse_sitemap(request.FILES["sitemap"].read())
    urls = [loc.text for loc in root.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    return JsonResponse({"urls": urls})
