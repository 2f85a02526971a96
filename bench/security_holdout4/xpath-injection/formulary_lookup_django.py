from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from lxml import etree

FORMULARY = etree.parse(settings.FORMULARY_XML_PATH)


def _dose_expression(drug_name):
    return "//drug[@name='" + drug_name + "' and @restricted='false']/dose"


@login_required
def formulary_doses(request):
    name = request.GET.get("drug", "")
    doses = FORMULARY.getroot().xpath(_dose_expression(name))
    return JsonResponse({
        "drug": name,
        "doses": [
            {"route": d.get("route"), "amount": d.findtext("amount"), "unit": d.findtext("unit")}
            for d in doses
        ],
    })
