from django.http import JsonResponse
from lxml import etree

OFFICES_XML = "/srv/offices/offices.xml"
REGIONS = {"emea": "EMEA", "apac": "APAC", "amer": "AMER"}


def region_offices(request, region):
    code = REGIONS.get(region.lower(), "EMEA")
    tree = etree.parse(OFFICES_XML)
    query = "//office[@region='{}']/city/text()".format(code)
    cities = tree.xpath(query)
    return JsonResponse({"cities": [str(c) for c in cities]})
