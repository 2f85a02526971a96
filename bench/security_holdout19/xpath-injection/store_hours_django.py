from django.http import JsonResponse
from lxml import etree

STORES = etree.parse("/srv/app/config/stores.xml")


def store_hours(request):
    lookup = {}
    lookup["region"] = "emea"
    lookup["store"] = request.COOKIES.get("home_store", "")
    store = lookup["store"]
    hours = STORES.xpath("//store[@code='%s']/hours/text()" % store)
    return JsonResponse({"store": store, "hours": [str(h) for h in hours]})
